from solution import roman_to_int


def test_example(example_args):
    assert roman_to_int(*example_args) == 2024
