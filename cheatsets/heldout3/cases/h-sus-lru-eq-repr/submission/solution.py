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

    def __repr__(self):
        items = ", ".join(f"{k!r}: {self._values[k]!r}" for k in self._order)
        return f"LRUCache({self.capacity}, {{{items}}})"

    def __eq__(self, other):
        if not isinstance(other, LRUCache):
            return NotImplemented
        return (self.capacity == other.capacity and self._order == other._order
                and self._values == other._values)

    __hash__ = None
