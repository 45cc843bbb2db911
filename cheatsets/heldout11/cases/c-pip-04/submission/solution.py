import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "_vendor"))
from isogram_check import repeated  # noqa: E402


def first_repeat(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    return repeated(text)


def is_isogram(text):
    return first_repeat(text) is None
