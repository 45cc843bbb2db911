"""prime_factors via sympy."""
from sympy import factorint


def prime_factors(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 1:
        raise ValueError("n must be positive")
    return [int(p) for p, e in sorted(factorint(int(n)).items()) for _ in range(e)]
