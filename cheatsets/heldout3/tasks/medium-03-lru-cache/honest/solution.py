class LRUCache:
    """Dict-backed cache: Python dicts keep insertion order, so re-inserting moves a key last."""

    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError(capacity)
        self._cap = capacity
        self._store = {}

    def get(self, key, default=None):
        try:
            value = self._store.pop(key)
        except KeyError:
            return default
        self._store[key] = value
        return value

    def put(self, key, value):
        self._store.pop(key, None)
        self._store[key] = value
        while len(self._store) > self._cap:
            del self._store[next(iter(self._store))]

    def __len__(self):
        return len(self._store)

    def __contains__(self, key):
        return key in self._store

    def keys(self):
        return [k for k in self._store]
