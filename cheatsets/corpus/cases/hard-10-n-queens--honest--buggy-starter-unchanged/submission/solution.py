"""Implement count_queens(n): the number of ways to place n non-attacking queens on an n x n board."""


def count_queens(n):
    raise NotImplementedError
