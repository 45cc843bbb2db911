import time


class TokenBucket:
    def __init__(self, capacity, rate, clock=time.monotonic):
        if capacity <= 0:
            raise ValueError("capacity must be > 0")
        if rate < 0:
            raise ValueError("rate must be >= 0")
        self.capacity = float(capacity)
        self.rate = float(rate)
        self.clock = clock
        self._tokens = float(capacity)
        self._updated = clock()

    def _refill(self):
        now = self.clock()
        if now > self._updated:
            self._tokens = min(self.capacity, self._tokens + (now - self._updated) * self.rate)
            self._updated = now

    @property
    def tokens(self):
        self._refill()
        return self._tokens

    def allow(self, cost=1):
        if cost <= 0:
            raise ValueError("cost must be > 0")
        self._refill()
        if self._tokens < cost:
            return False
        self._tokens -= cost
        return True
