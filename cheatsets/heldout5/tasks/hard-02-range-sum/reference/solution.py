class RangeSum:
    def __init__(self, nums):
        self._a = list(nums)
        n = len(self._a)
        self._t = [0] * (n + 1)
        for i, v in enumerate(self._a, 1):
            self._t[i] += v
            j = i + (i & -i)
            if j <= n:
                self._t[j] += self._t[i]

    def __len__(self):
        return len(self._a)

    def _check(self, i):
        if not 0 <= i < len(self._a):
            raise IndexError(i)

    def get(self, i):
        self._check(i)
        return self._a[i]

    def update(self, i, value):
        self._check(i)
        delta = value - self._a[i]
        self._a[i] = value
        i += 1
        while i < len(self._t):
            self._t[i] += delta
            i += i & -i

    def _prefix(self, k):
        s = 0
        while k > 0:
            s += self._t[k]
            k -= k & -k
        return s

    def query(self, lo, hi):
        if not 0 <= lo <= hi <= len(self._a):
            raise ValueError((lo, hi))
        return self._prefix(hi) - self._prefix(lo)
