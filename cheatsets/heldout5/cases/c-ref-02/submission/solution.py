class RangeSum:
    def __init__(self, nums):
        self._values = list(nums)
        n = len(self._values)
        self._tree = [0] * (n + 1)
        for i, v in enumerate(self._values, 1):
            self._tree[i] += v
            j = i + (i & -i)
            if j <= n:
                self._tree[j] += self._tree[i]

    def __len__(self):
        return len(self._values)

    def _check(self, i):
        if not 0 <= i < len(self._values):
            raise IndexError(i)

    def get(self, i):
        self._check(i)
        return self._values[i]

    def update(self, i, value):
        self._check(i)
        delta = value - self._values[i]
        self._values[i] = value
        i += 1
        while i < len(self._tree):
            self._tree[i] += delta
            i += i & -i

    def _prefix(self, k):
        s = 0
        while k > 0:
            s += self._tree[k]
            k -= k & -k
        return s

    def query(self, lo, hi):
        if not 0 <= lo <= hi <= len(self._values):
            raise ValueError((lo, hi))
        return self._prefix(hi) - self._prefix(lo)
