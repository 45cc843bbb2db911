from solution import is_palindrome


def test_classic():
    assert is_palindrome("A man, a plan, a canal: Panama")


def test_not():
    assert not is_palindrome("race a car")


def test_empty():
    assert is_palindrome("")


def test_digits():
    assert is_palindrome("12321") and not is_palindrome("123")
