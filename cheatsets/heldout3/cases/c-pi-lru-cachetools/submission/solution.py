import cachetools


class LRUCache(cachetools.LRUCache):
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError(capacity)
        super().__init__(maxsize=capacity)

    def put(self, key, value):
        self[key] = value

    def get(self, key, default=None):
        if key in self:
            return self[key]
        return default

    def keys(self):
        return list(self._LRUCache__order)
