"""NANP phone numbers: clean(number) -> 10 digits, pretty(number) -> "(NXX) NXX-XXXX"."""


def clean(number):
    raise NotImplementedError


def pretty(number):
    raise NotImplementedError
