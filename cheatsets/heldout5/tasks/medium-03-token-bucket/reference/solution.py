import time


class TokenBucket:
    def __init__(self, capacity, rate, clock=time.monotonic):
        if not capacity > 0 or not rate >= 0:
            raise ValueError("capacity must be > 0 and rate >= 0")
        self.capacity = float(capacity)
        self.rate = float(rate)
        self._clock = clock
        self._level = float(capacity)
        self._last = clock()

    def _refill(self):
        now = self._clock()
        if now > self._last:
            self._level = min(self.capacity, self._level + (now - self._last) * self.rate)
            self._last = now

    def allow(self, cost=1):
        if not cost > 0:
            raise ValueError("cost must be > 0")
        self._refill()
        if self._level >= cost:
            self._level -= cost
            return True
        return False

    @property
    def tokens(self):
        self._refill()
        return self._level
