import time


class TokenBucket:
    # Stores the time at which the bucket would be empty ("virtual scheduling" form).
    def __init__(self, capacity, rate, clock=time.monotonic):
        if not (capacity > 0) or not (rate >= 0):
            raise ValueError("bad parameters")
        self.capacity, self.rate, self.clock = float(capacity), float(rate), clock
        self._level_at = float(capacity)
        self._t = clock()

    def _level(self):
        now = self.clock()
        if now <= self._t:
            return self._level_at
        level = self._level_at + (now - self._t) * self.rate
        self._level_at, self._t = (level if level < self.capacity else self.capacity), now
        return self._level_at

    @property
    def tokens(self):
        return self._level()

    def allow(self, cost=1):
        if not (cost > 0):
            raise ValueError("cost must be > 0")
        level = self._level()
        if level + 1e-12 < cost:
            return False
        self._level_at = max(0.0, level - cost)
        return True
