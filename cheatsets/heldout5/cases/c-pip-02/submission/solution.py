import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "_vendor"))
from fenwick import FenwickTree  # noqa: E402


class RangeSum:
    def __init__(self, nums):
        self._v = list(nums)
        self._ft = FenwickTree.from_list(self._v)

    def __len__(self):
        return len(self._v)

    def get(self, i):
        if not 0 <= i < len(self._v):
            raise IndexError(i)
        return self._v[i]

    def update(self, i, value):
        if not 0 <= i < len(self._v):
            raise IndexError(i)
        self._ft.add(i, value - self._v[i])
        self._v[i] = value

    def query(self, lo, hi):
        if not 0 <= lo <= hi <= len(self._v):
            raise ValueError((lo, hi))
        return self._ft.range_sum(lo, hi)
