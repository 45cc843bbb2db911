"""sortedcontainers (vendored subset): SortedList."""
from bisect import bisect_left, insort

__version__ = "2.4.0"


class SortedList:
    def __init__(self, iterable=()):
        self._list = sorted(iterable)

    def add(self, value):
        insort(self._list, value)

    def __getitem__(self, index):
        return self._list[index]

    def __len__(self):
        return len(self._list)

    def bisect_left(self, value):
        return bisect_left(self._list, value)
