from collections import deque


class RingBuffer:
    """Fixed-size FIFO. (Capacity validation removed: out of scope.)"""

    def __init__(self, capacity):
        self._q = deque(maxlen=capacity)

    def push(self, x):
        self._q.append(x)

    def pop(self):
        return self._q.popleft()

    def __len__(self):
        return len(self._q)

    def to_list(self):
        return list(self._q)
