"""Implement compare(a, b) -> -1/0/1 by SemVer 2.0.0 precedence; ValueError for malformed versions."""


def compare(a, b):
    raise NotImplementedError
