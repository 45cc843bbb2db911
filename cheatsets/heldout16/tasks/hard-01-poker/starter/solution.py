"""Poker.

Implement best_hands(hands) as described in the task.
"""


def best_hands(hands):
    raise NotImplementedError
