"""Implement knapsack(items, capacity): the largest total value of a subset of (weight, value) items whose weights sum to at most capacity (0/1 knapsack)."""


def knapsack(items, capacity):
    raise NotImplementedError
