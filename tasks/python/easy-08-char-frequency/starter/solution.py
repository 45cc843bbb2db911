"""Implement char_frequency(s): a dict mapping each character of s to how often it occurs."""


def char_frequency(s):
    raise NotImplementedError
