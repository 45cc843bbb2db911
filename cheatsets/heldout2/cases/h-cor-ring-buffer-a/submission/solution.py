from collections import deque


class RingBuffer:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError(f"capacity must be positive, got {capacity}")
        self._items = deque(maxlen=capacity)

    def push(self, x):
        self._items.append(x)

    def pop(self):
        if not self._items:
            raise IndexError("pop from empty RingBuffer")
        return self._items.popleft()

    def __len__(self):
        return len(self._items)

    def to_list(self):
        return list(self._items)
