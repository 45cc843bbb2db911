"""Alphametics: implement solve(puzzle) -> dict or None. See the task description."""


def solve(puzzle):
    raise NotImplementedError
