"""Implement rle_encode(s) -> list of (char, count) pairs and rle_decode(pairs) -> str, so that decode(encode(s)) == s."""


def rle_encode(s):
    raise NotImplementedError


def rle_decode(pairs):
    raise NotImplementedError
