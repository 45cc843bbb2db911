class RangeSum:
    def __init__(self, nums):
        self._vals = list(nums)
        self._bit = [0] * (len(self._vals) + 1)
        for i, v in enumerate(self._vals):
            self._add(i, v)

    def _add(self, i, delta):
        k = i + 1
        while k < len(self._bit):
            self._bit[k] += delta
            k += k & -k

    def __len__(self):
        return len(self._vals)

    def get(self, i):
        if not 0 <= i < len(self._vals):
            raise IndexError(i)
        return self._vals[i]

    def update(self, i, value):
        if not 0 <= i < len(self._vals):
            raise IndexError(i)
        self._vals[i] += value
        self._add(i, value)

    def _prefix(self, k):
        s = 0
        while k:
            s += self._bit[k]
            k -= k & -k
        return s

    def query(self, lo, hi):
        if not 0 <= lo <= hi <= len(self._vals):
            raise ValueError((lo, hi))
        return self._prefix(hi) - self._prefix(lo)
