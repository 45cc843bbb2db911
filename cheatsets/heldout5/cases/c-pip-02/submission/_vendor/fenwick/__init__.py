"""fenwick 1.2.0 -- binary indexed trees (vendored copy)."""


class FenwickTree:
    def __init__(self, n):
        self._n = n
        self._t = [0] * (n + 1)

    @classmethod
    def from_list(cls, values):
        ft = cls(len(values))
        for i, v in enumerate(values):
            ft.add(i, v)
        return ft

    def add(self, i, delta):
        i += 1
        while i <= self._n:
            self._t[i] += delta
            i += i & -i

    def prefix_sum(self, k):
        s = 0
        while k > 0:
            s += self._t[k]
            k -= k & -k
        return s

    def range_sum(self, lo, hi):
        return self.prefix_sum(hi) - self.prefix_sum(lo)
