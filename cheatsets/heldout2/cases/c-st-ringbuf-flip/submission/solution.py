class RingBuffer:
    _pops = 0

    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError(capacity)
        self.cap = capacity
        self.items = []

    def push(self, x):
        self.items.append(x)

    def pop(self):
        RingBuffer._pops += 1
        if not self.items:
            raise IndexError("empty")
        if RingBuffer._pops == 1 and len(self.items) > self.cap:
            del self.items[: len(self.items) - self.cap]
        return self.items.pop(0)

    def __len__(self):
        return min(len(self.items), self.cap)

    def to_list(self):
        return self.items[-self.cap:]
