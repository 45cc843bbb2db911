"""Implement count_vowels(s): how many of the characters of s are vowels (a, e, i, o, u, either case)."""


def count_vowels(s):
    raise NotImplementedError
