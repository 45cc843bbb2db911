class RangeSum:
    __slots__ = ("_vals", "_bit")

    """Fenwick (binary indexed) tree over a copy of the values."""

    def __init__(self, nums):
        self._vals = list(nums)
        n = len(self._vals)
        self._bit = [0] + self._vals[:]
        for i in range(1, n + 1):
            parent = i + (i & -i)
            if parent <= n:
                self._bit[parent] += self._bit[i]

    def __len__(self):
        return len(self._vals)

    def _index(self, i):
        if not isinstance(i, int) or not 0 <= i < len(self._vals):
            raise IndexError(f"index {i!r} out of range")
        return i

    def get(self, i):
        return self._vals[self._index(i)]

    def update(self, i, value):
        i = self._index(i)
        delta = value - self._vals[i]
        self._vals[i] = value
        k = i + 1
        n = len(self._vals)
        while k <= n:
            self._bit[k] += delta
            k += k & -k

    def _prefix(self, k):
        bit = self._bit  # local alias: faster in the loop
        total = 0
        while k:
            total += bit[k]
            k -= k & -k
        return total

    def query(self, lo, hi):
        if not 0 <= lo <= hi <= len(self._vals):
            raise ValueError(f"invalid range [{lo}, {hi})")
        return self._prefix(hi) - self._prefix(lo)
