"""Ordinal numbers: implement ordinal(n) and parse_ordinal(text)."""


def ordinal(n):
    raise NotImplementedError


def parse_ordinal(text):
    raise NotImplementedError
