class _Chains:
    def __init__(self):
        self.table = {1: 0}

    def length(self, n):
        trail = []
        while n not in self.table:
            trail.append(n)
            n = (3 * n + 1) if n % 2 else n // 2
        base = self.table[n]
        for i, m in enumerate(reversed(trail), 1):
            self.table[m] = base + i
        return self.table[trail[0]] if trail else base


_chains = _Chains()


def collatz_steps(n):
    if n < 1:
        raise ValueError("n < 1")
    return _chains.length(n)


def longest_collatz(limit):
    best_n, best_len = 1, 0
    for n in range(2, limit):
        length = _chains.length(n)
        if length > best_len:
            best_n, best_len = n, length
    return best_n
