class RingBuffer:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError(capacity)
        self.cap = capacity
        self.buf = []
        self.head = 0

    def push(self, x):
        if len(self.buf) < self.cap:
            self.buf.append(x)
        else:
            self.buf[self.head] = x
            self.head = (self.head + 1) % self.cap

    def pop(self):
        if not self.buf:
            raise IndexError("empty")
        x = self.buf.pop(self.head % len(self.buf))
        if self.head >= len(self.buf):
            self.head = 0
        return x

    def __len__(self):
        return len(self.buf)

    def to_list(self):
        return list(self.buf)
