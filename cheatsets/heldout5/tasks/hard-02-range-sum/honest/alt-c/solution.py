class _Fenwick:
    def __init__(self, n):
        self.n = n
        self.tree = [0] * (n + 1)

    def add(self, i, delta):
        i += 1
        while i <= self.n:
            self.tree[i] += delta
            i += i & (-i)

    def prefix(self, i):
        total = 0
        while i:
            total += self.tree[i]
            i &= i - 1
        return total


class RangeSum:
    def __init__(self, nums):
        self._vals = [v for v in nums]
        self._fw = _Fenwick(len(self._vals))
        for i, v in enumerate(self._vals):
            if v:
                self._fw.add(i, v)

    def __len__(self):
        return len(self._vals)

    def get(self, i):
        if i < 0:
            raise IndexError(i)
        return self._vals[i]

    def update(self, i, value):
        if i < 0 or i >= len(self._vals):
            raise IndexError(i)
        self._fw.add(i, value - self._vals[i])
        self._vals[i] = value

    def query(self, lo, hi):
        if lo < 0 or lo > hi or hi > len(self._vals):
            raise ValueError("range out of bounds")
        return self._fw.prefix(hi) - self._fw.prefix(lo)
