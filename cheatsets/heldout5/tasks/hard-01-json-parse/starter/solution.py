"""A strict JSON parser without the json module: implement parse(text)."""


def parse(text):
    raise NotImplementedError
