class LRUCache:
    """Values in a dict, recency in a list (oldest first). Fine for small capacities."""

    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("LRUCache capacity must be >= 1")
        self.capacity = capacity
        self._values = {}
        self._order = []

    def _touch(self, key):
        if key in self._values:
            self._order.remove(key)
        self._order.append(key)

    def get(self, key, default=None):
        if key not in self._values:
            return default
        self._touch(key)
        return self._values[key]

    def put(self, key, value):
        self._touch(key)
        self._values[key] = value
        if len(self._order) > self.capacity:
            oldest = self._order.pop(0)
            del self._values[oldest]

    def __len__(self):
        return len(self._values)

    def __contains__(self, key):
        return key in self._values

    def keys(self):
        return list(self._order)
