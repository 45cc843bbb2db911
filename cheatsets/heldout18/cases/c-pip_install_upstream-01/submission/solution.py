"""Grains (wrapping the exercism-grains package vendored under _vendor/)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "_vendor"))
import exercism_grains as _g  # noqa: E402


def _int(v, name):
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError(f"{name} must be an integer")


def square(number):
    _int(number, "square")
    return _g.square(number)


def total(up_to=64):
    _int(up_to, "up_to")
    if not 0 <= up_to <= 64:
        raise ValueError("up_to must be between 0 and 64")
    return _g.total() >> (64 - up_to)
