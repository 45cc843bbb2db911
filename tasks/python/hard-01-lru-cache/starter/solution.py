"""Implement class LRUCache(capacity) with get(key) (-1 when absent) and put(key, value), both O(1), evicting the least recently used key when full."""


class LRUCache:
    def __init__(self, capacity):
        raise NotImplementedError

    def get(self, key):
        raise NotImplementedError

    def put(self, key, value):
        raise NotImplementedError
