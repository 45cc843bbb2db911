"""Coin change."""
from __future__ import annotations

from typing import Iterable

__all__ = ["min_coins", "count_ways"]
__version__ = "0.1"


def _denominations(amount: int, coins: Iterable[int]) -> list[int]:
    if type(amount) is not int:
        raise TypeError("amount must be an int")
    coins = list(coins)
    if any(type(c) is not int for c in coins):
        raise TypeError("coins must be ints")
    if amount < 0:
        raise ValueError("amount must not be negative")
    if any(c <= 0 for c in coins):
        raise ValueError("coins must be positive")
    return sorted(set(coins))


def min_coins(amount: int, coins: Iterable[int]) -> int:
    denoms = _denominations(amount, coins)
    unreachable = amount + 1
    fewest = [0] + [unreachable] * amount
    for coin in denoms:
        for total in range(coin, amount + 1):
            candidate = fewest[total - coin] + 1
            if candidate < fewest[total]:
                fewest[total] = candidate
    return fewest[amount] if fewest[amount] != unreachable else -1


def count_ways(amount: int, coins: Iterable[int]) -> int:
    denoms = _denominations(amount, coins)
    ways = [0] * (amount + 1)
    ways[0] = 1
    for coin in denoms:
        for total in range(coin, amount + 1):
            ways[total] += ways[total - coin]
    return ways[amount]
