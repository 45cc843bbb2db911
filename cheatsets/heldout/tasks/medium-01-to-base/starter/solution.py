"""Implement to_base(n, base): n in base 2..36, digits 0-9A-Z, '-' for negatives; ValueError for a bad base."""


def to_base(n, base):
    raise NotImplementedError
