_cache = {1: 0}


def collatz_steps(n):
    if n < 1:
        raise ValueError(f"collatz_steps needs n >= 1, got {n}")
    stack = []
    while n not in _cache:
        stack.append(n)
        n = 3 * n + 1 if n & 1 else n >> 1
    count = _cache[n]
    while stack:
        count += 1
        _cache[stack.pop()] = count
    return count


def longest_collatz(limit):
    best, best_len = 1, 0
    for start in range(1, limit):
        length = collatz_steps(start)
        if length > best_len:
            best, best_len = start, length
    return best
