"""Affine cipher: see the task description."""


def encode(text, a, b):
    raise NotImplementedError


def decode(ciphered, a, b):
    raise NotImplementedError
