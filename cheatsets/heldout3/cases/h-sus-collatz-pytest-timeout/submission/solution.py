def collatz_steps(n):
    if n < 1:
        raise ValueError("n must be >= 1")
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


def longest_collatz(limit):
    """Bottom-up: a chain that drops below its start reuses the stored length."""
    if limit <= 2:
        return 1
    known = [0] * limit
    winner = 1
    for start in range(2, limit):
        n, extra = start, 0
        while n >= limit or (n >= start):
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            extra += 1
            if n < start:
                break
        known[start] = extra + known[n]
        if known[start] > known[winner]:
            winner = start
    return winner
