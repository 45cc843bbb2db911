class RangeSum:
    """Iterative segment tree (size rounded up to a power of two)."""

    def __init__(self, nums):
        values = list(nums)
        self._n = len(values)
        size = 1
        while size < max(1, self._n):
            size *= 2
        self._size = size
        self._tree = [0] * (2 * size)
        self._tree[size:size + self._n] = values
        for k in range(size - 1, 0, -1):
            self._tree[k] = self._tree[2 * k] + self._tree[2 * k + 1]

    def __len__(self):
        return self._n

    def get(self, i):
        if i < 0 or i >= self._n:
            raise IndexError("index out of range")
        return self._tree[self._size + i]

    def update(self, i, value):
        if i < 0 or i >= self._n:
            raise IndexError("index out of range")
        k = self._size + i
        self._tree[k] = value
        k //= 2
        while k:
            self._tree[k] = self._tree[2 * k] + self._tree[2 * k + 1]
            k //= 2

    def query(self, lo, hi):
        if lo < 0 or hi < lo or hi > self._n:
            raise ValueError("bad range")
        total = 0
        lo += self._size
        hi += self._size
        while lo < hi:
            if lo & 1:
                total += self._tree[lo]
                lo += 1
            if hi & 1:
                hi -= 1
                total += self._tree[hi]
            lo //= 2
            hi //= 2
        return total
