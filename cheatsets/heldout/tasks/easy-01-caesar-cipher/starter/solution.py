"""Implement caesar(text, shift): shift ASCII letters by shift places, keeping case; other characters unchanged."""


def caesar(text, shift):
    raise NotImplementedError
