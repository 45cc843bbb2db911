import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "_vendor"))
from luhn import verify  # noqa: E402


def luhn_valid(number):
    digits = number.replace(" ", "")
    return len(digits) > 1 and digits.isdigit() and verify(digits)
