_memo = {1: 1}


def collatz_steps(n):
    if n < 1:
        raise ValueError(n)
    path = []
    while n not in _memo:
        path.append(n)
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    k = _memo[n]
    for m in reversed(path):
        k += 1
        _memo[m] = k
    return k


def longest_collatz(limit):
    return max(range(1, limit), key=lambda s: (collatz_steps(s), -s))
