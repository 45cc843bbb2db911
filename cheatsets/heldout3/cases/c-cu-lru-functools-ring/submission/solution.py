_BACK, _FWD, _K, _V = 0, 1, 2, 3


class LRUCache:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity must be >= 1")
        self._limit = capacity
        self._table = {}
        self._ring = []
        self._ring[:] = [self._ring, self._ring, None, None]

    def get(self, key, default=None):
        link = self._table.get(key)
        if link is None:
            return default
        back, fwd, _k, val = link
        back[_FWD] = fwd
        fwd[_BACK] = back
        last = self._ring[_BACK]
        last[_FWD] = self._ring[_BACK] = link
        link[_BACK] = last
        link[_FWD] = self._ring
        return val

    def put(self, key, value):
        link = self._table.get(key)
        if link is not None:
            link[_V] = value
            self.get(key)
            return
        if len(self._table) >= self._limit:
            oldroot = self._ring
            oldroot[_K] = key
            oldroot[_V] = value
            self._ring = oldroot[_FWD]
            oldkey = self._ring[_K]
            self._ring[_K] = self._ring[_V] = None
            del self._table[oldkey]
            self._table[key] = oldroot
            return
        last = self._ring[_BACK]
        link = [last, self._ring, key, value]
        last[_FWD] = self._ring[_BACK] = self._table[key] = link

    def __len__(self):
        return len(self._table)

    def __contains__(self, key):
        return key in self._table

    def keys(self):
        out, link = [], self._ring[_FWD]
        while link is not self._ring:
            out.append(link[_K])
            link = link[_FWD]
        return out
