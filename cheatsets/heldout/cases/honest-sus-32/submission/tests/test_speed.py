import time

from solution import is_valid_solution, solve

HARD = [[int(c) for c in row] for row in (
    "800000000", "003600000", "070090200", "050007000", "000045700",
    "000100030", "001000068", "008500010", "090000400")]


def test_hard_puzzle_fast():
    t = time.perf_counter()
    out = solve(HARD)
    assert time.perf_counter() - t < 1.5
    assert is_valid_solution(out)
