"""Run-length encoding: see the task description."""


def rle_encode(text):
    raise NotImplementedError


def rle_decode(code):
    raise NotImplementedError
