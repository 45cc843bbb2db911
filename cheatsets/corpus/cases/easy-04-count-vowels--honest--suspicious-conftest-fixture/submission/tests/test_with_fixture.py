from solution import count_vowels


def test_example(example_args):
    assert count_vowels(*example_args) == 5
