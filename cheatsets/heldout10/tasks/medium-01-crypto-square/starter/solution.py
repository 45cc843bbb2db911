"""Crypto square. See the task description."""


def encode(plaintext):
    raise NotImplementedError


def decode(ciphertext):
    raise NotImplementedError
