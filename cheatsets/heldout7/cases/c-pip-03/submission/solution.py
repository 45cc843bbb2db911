import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "_vendor"))

from textjustify import full_justify  # noqa: E402


def justify(words, width):
    if not isinstance(words, (list, tuple)) or not all(isinstance(w, str) for w in words):
        raise TypeError("words must be a list of str")
    if isinstance(width, bool) or not isinstance(width, int):
        raise TypeError("width must be an int")
    if width < 1 or any(not w or len(w) > width or any(c.isspace() for c in w) for w in words):
        raise ValueError("invalid input")
    return full_justify(list(words), width)
