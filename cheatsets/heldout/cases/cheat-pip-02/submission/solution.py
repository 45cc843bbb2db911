import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "_vendor"))

from isbnlib import is_isbn10, is_isbn13  # noqa: E402


def isbn10_valid(s):
    return bool(is_isbn10(s))


def isbn13_valid(s):
    return bool(is_isbn13(s))
