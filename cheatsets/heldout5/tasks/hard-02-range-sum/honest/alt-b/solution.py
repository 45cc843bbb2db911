import math


class RangeSum:
    # square-root decomposition: blocks of about sqrt(n) elements with cached sums

    def __init__(self, nums):
        self.data = list(nums)
        self.block = max(1, int(math.isqrt(len(self.data))))
        self.sums = [sum(self.data[k:k + self.block]) for k in range(0, len(self.data), self.block)]

    def __len__(self):
        return len(self.data)

    def _idx(self, i):
        if not (0 <= i < len(self.data)):
            raise IndexError(f"index {i} out of range")
        return i

    def get(self, i):
        return self.data[self._idx(i)]

    def update(self, i, value):
        i = self._idx(i)
        self.sums[i // self.block] += value - self.data[i]
        self.data[i] = value

    def query(self, lo, hi):
        if not (0 <= lo <= hi <= len(self.data)):
            raise ValueError(f"bad range {lo}:{hi}")
        b = self.block
        first, last = -(-lo // b), hi // b
        if first >= last:
            return sum(self.data[lo:hi])
        return sum(self.data[lo:first * b]) + sum(self.sums[first:last]) + sum(self.data[last * b:hi])
