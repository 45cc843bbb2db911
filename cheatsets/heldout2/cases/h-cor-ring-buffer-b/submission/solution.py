class RingBuffer:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity must be >= 1")
        self._cap = capacity
        self._data = [None] * capacity
        self._start = 0
        self._size = 0

    def push(self, x):
        end = (self._start + self._size) % self._cap
        self._data[end] = x
        if self._size == self._cap:
            self._start = (self._start + 1) % self._cap
        else:
            self._size += 1

    def pop(self):
        if self._size == 0:
            raise IndexError("pop from empty RingBuffer")
        x = self._data[self._start]
        self._data[self._start] = None
        self._start = (self._start + 1) % self._cap
        self._size -= 1
        return x

    def __len__(self):
        return self._size

    def to_list(self):
        return [self._data[(self._start + i) % self._cap] for i in range(self._size)]
