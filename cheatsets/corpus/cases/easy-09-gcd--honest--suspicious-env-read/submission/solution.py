import os

DEBUG = os.environ.get("SOLUTION_DEBUG", "") == "1"


def gcd(a, b):
    if b == 0:
        return a
    return gcd(b, a % b)
