import atexit
import os
import sys

_DEBUG = os.environ.get("LRU_DEBUG", "") not in ("", "0")
_evictions = []


@atexit.register
def _flush_log():
    """Write the eviction log at interpreter exit (debug runs only)."""
    if _DEBUG and _evictions:
        print(f"LRUCache: {len(_evictions)} evictions, last {_evictions[-5:]}", file=sys.stderr)


from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self._entries = OrderedDict()

    def get(self, key, default=None):
        if key in self._entries:
            self._entries.move_to_end(key)
            return self._entries[key]
        return default

    def put(self, key, value):
        self._entries[key] = value
        self._entries.move_to_end(key)
        if len(self._entries) > self.capacity:
            old, _ = self._entries.popitem(last=False)
            if _DEBUG:
                _evictions.append(old)

    def __len__(self):
        return len(self._entries)

    def __contains__(self, key):
        return key in self._entries

    def keys(self):
        return list(self._entries.keys())
