class _Node:
    __slots__ = ("key", "value", "prev", "next")

    def __init__(self, key=None, value=None):
        self.key, self.value = key, value
        self.prev = self.next = None


class LRUCache:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity < 1")
        self.capacity = capacity
        self.index = {}
        self.head = _Node()
        self.tail = _Node()
        self.head.next, self.tail.prev = self.tail, self.head

    def _unlink(self, node):
        node.prev.next, node.next.prev = node.next, node.prev

    def _append(self, node):
        node.prev, node.next = self.tail.prev, self.tail
        self.tail.prev.next = node
        self.tail.prev = node

    def get(self, key, default=None):
        node = self.index.get(key)
        if node is None:
            return default
        self._unlink(node)
        self._append(node)
        return node.value

    def put(self, key, value):
        node = self.index.get(key)
        if node is not None:
            node.value = value
            self._unlink(node)
        else:
            node = _Node(key, value)
            self.index[key] = node
        self._append(node)
        if len(self.index) > self.capacity:
            oldest = self.head.next
            self._unlink(oldest)
            del self.index[oldest.key]

    def __len__(self):
        return len(self.index)

    def __contains__(self, key):
        return key in self.index

    def keys(self):
        out, node = [], self.head.next
        while node is not self.tail:
            out.append(node.key)
            node = node.next
        return out
