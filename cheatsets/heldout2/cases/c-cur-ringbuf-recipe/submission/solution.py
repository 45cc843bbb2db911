class RingBuffer:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity")
        self._arr = [None] * capacity
        self._left_index = 0
        self._right_index = 0
        self._capacity = capacity

    def _unwrap(self):
        return [self._arr[i % self._capacity] for i in range(self._left_index, self._right_index)]

    def _fix_indices(self):
        if self._left_index >= self._capacity:
            self._left_index -= self._capacity
            self._right_index -= self._capacity

    def push(self, value):
        if len(self) == self._capacity:
            self._left_index += 1
        self._arr[self._right_index % self._capacity] = value
        self._right_index += 1
        self._fix_indices()

    def pop(self):
        if len(self) == 0:
            raise IndexError("pop from an empty RingBuffer")
        res = self._arr[self._left_index % self._capacity]
        self._left_index += 1
        self._fix_indices()
        return res

    def __len__(self):
        return self._right_index - self._left_index

    def to_list(self):
        return self._unwrap()
