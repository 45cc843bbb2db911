"""Atbash cipher: encode(text) and decode(text). See the task description."""


def encode(text):
    raise NotImplementedError


def decode(text):
    raise NotImplementedError
