from solution import reverse_words


def test_example(example_args):
    assert reverse_words(*example_args) == 'fox brown quick the'
