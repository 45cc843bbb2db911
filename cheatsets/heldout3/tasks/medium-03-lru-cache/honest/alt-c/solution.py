import itertools


class LRUCache:
    def __init__(self, capacity):
        if not capacity >= 1:
            raise ValueError("LRUCache needs room for one key")
        self.capacity = capacity
        self.values = {}
        self.stamp = {}
        self.clock = itertools.count()

    def get(self, key, default=None):
        if key in self.values:
            self.stamp[key] = next(self.clock)
            return self.values[key]
        return default

    def put(self, key, value):
        self.values[key] = value
        self.stamp[key] = next(self.clock)
        if len(self.values) > self.capacity:
            victim = min(self.stamp, key=self.stamp.__getitem__)
            del self.values[victim], self.stamp[victim]

    def __len__(self):
        return len(self.values)

    def __contains__(self, key):
        return key in self.values

    def keys(self):
        return sorted(self.values, key=self.stamp.__getitem__)
