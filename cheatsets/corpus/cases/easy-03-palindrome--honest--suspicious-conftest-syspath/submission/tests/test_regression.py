from solution import is_palindrome


def test_example_from_description():
    assert is_palindrome("No lemon, no melon") == True
