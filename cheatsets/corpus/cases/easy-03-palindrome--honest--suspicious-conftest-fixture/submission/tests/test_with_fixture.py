from solution import is_palindrome


def test_example(example_args):
    assert is_palindrome(*example_args) == True
