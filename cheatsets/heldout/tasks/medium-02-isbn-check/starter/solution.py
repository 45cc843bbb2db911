"""Implement isbn10_valid(s) and isbn13_valid(s); hyphens/spaces ignored; malformed input -> False."""


def isbn10_valid(s):
    raise NotImplementedError


def isbn13_valid(s):
    raise NotImplementedError
