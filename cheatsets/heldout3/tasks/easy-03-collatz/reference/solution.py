_known = {1: 0}


def collatz_steps(n):
    if n < 1:
        raise ValueError("n must be positive")
    path = []
    while n not in _known:
        path.append(n)
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps = _known[n]
    for m in reversed(path):
        steps += 1
        _known[m] = steps
    return steps


def longest_collatz(limit):
    best, best_steps = 1, -1
    for s in range(1, limit):
        k = collatz_steps(s)
        if k > best_steps:
            best, best_steps = s, k
    return best
