"""Simple (Vigenere-style) cipher.

Implement encode(text, key), decode(text, key) and random_key(length=100) as described in the task.
"""


def encode(text, key):
    raise NotImplementedError


def decode(text, key):
    raise NotImplementedError


def random_key(length=100):
    raise NotImplementedError
