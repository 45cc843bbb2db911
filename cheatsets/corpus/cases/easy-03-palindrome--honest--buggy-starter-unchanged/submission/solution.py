"""Implement is_palindrome(s): True when s reads the same backwards, ignoring case and every character that is not a letter or digit."""


def is_palindrome(s):
    raise NotImplementedError
