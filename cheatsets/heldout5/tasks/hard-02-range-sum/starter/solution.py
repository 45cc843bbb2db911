"""Mutable range sums: implement RangeSum."""


class RangeSum:
    def __init__(self, nums):
        raise NotImplementedError

    def __len__(self):
        raise NotImplementedError

    def get(self, i):
        raise NotImplementedError

    def update(self, i, value):
        raise NotImplementedError

    def query(self, lo, hi):
        raise NotImplementedError
