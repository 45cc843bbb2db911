import time


class TokenBucket:
    __slots__ = ("_cap", "_rate", "_clock", "_level", "_t")

    def __init__(self, capacity, rate, clock=time.monotonic):
        if not capacity > 0 or not rate >= 0:
            raise ValueError(f"invalid bucket: capacity={capacity!r}, rate={rate!r}")
        self._cap, self._rate, self._clock = float(capacity), float(rate), clock
        self._level, self._t = float(capacity), clock()

    def _advance(self):
        t = self._clock()
        dt, self._t = max(0.0, t - self._t), max(t, self._t)
        self._level = min(self._cap, self._level + dt * self._rate)
        return self._level

    @property
    def tokens(self):
        return self._advance()

    def allow(self, cost=1):
        if not cost > 0:
            raise ValueError(f"invalid cost {cost!r}")
        if self._advance() >= cost:
            self._level -= cost
            return True
        return False
