import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "_vendor"))

from cryptarithm import parse, solve_cryptarithm  # noqa: E402


def solve(puzzle):
    if not isinstance(puzzle, str):
        raise TypeError("puzzle must be a str")
    addends, result = parse(puzzle)
    return solve_cryptarithm(addends, result)
