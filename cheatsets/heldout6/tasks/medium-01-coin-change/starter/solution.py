"""Coin change: fewest coins and number of ways. See the task description."""


def min_coins(amount, coins):
    raise NotImplementedError


def count_ways(amount, coins):
    raise NotImplementedError
