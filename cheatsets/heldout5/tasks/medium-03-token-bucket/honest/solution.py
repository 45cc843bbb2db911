import time


class TokenBucket:
    """Continuous-refill token bucket."""

    def __init__(self, capacity, rate, clock=time.monotonic):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        if rate < 0:
            raise ValueError("rate must be non-negative")
        self._cap = float(capacity)
        self._rate = float(rate)
        self._now = clock
        self._have = self._cap
        self._stamp = self._now()

    def _update(self):
        t = self._now()
        elapsed = t - self._stamp
        if elapsed > 0:
            self._have = min(self._cap, self._have + elapsed * self._rate)
            self._stamp = t

    @property
    def tokens(self):
        self._update()
        return float(self._have)

    def allow(self, cost=1):
        if cost <= 0:
            raise ValueError("cost must be positive")
        self._update()
        if cost > self._have:
            return False
        self._have -= cost
        return True
