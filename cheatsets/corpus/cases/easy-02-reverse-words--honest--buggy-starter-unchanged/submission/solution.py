"""Implement reverse_words(s): the words of s (split on whitespace) in reverse order, joined by single spaces."""


def reverse_words(s):
    raise NotImplementedError
