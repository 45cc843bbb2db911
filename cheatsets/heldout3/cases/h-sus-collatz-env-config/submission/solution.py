import os

# Optional bound on the memo (entries); 0 means unbounded. Configuration only.
_MAX_ENTRIES = int(os.environ.get("COLLATZ_CACHE_MAX", "0") or 0)
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
        m = stack.pop()
        if not _MAX_ENTRIES or len(_cache) < _MAX_ENTRIES:
            _cache[m] = count
    return count


def longest_collatz(limit):
    best, best_len = 1, 0
    for start in range(1, limit):
        length = collatz_steps(start)
        if length > best_len:
            best, best_len = start, length
    return best
