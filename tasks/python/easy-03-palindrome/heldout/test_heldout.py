from solution import is_palindrome


def test_single_char_and_punctuation():
    assert is_palindrome("x") and is_palindrome(".,!")


def test_mixed_case_with_digits():
    assert is_palindrome("No 'x' in Nixon") and is_palindrome("A1b2B3a") is False


def test_near_miss():
    assert not is_palindrome("abca") and is_palindrome("Was it a car or a cat I saw?")
