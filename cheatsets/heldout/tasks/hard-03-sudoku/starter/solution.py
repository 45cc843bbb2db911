"""Implement solve(grid) -> solved copy or None, and is_valid_solution(grid)."""


def solve(grid):
    raise NotImplementedError


def is_valid_solution(grid):
    raise NotImplementedError
