"""Implement merge_sorted(lists) and kth_smallest(lists, k) (1-based, IndexError out of range)."""


def merge_sorted(lists):
    raise NotImplementedError


def kth_smallest(lists, k):
    raise NotImplementedError
