"""Implement gcd(a, b) for non-negative integers with Euclid's algorithm (gcd(0, 0) is 0), without math.gcd."""


def gcd(a, b):
    raise NotImplementedError
