import time
from dataclasses import dataclass, field


@dataclass
class TokenBucket:
    capacity: float
    rate: float
    clock: object = time.monotonic
    _level: float = field(init=False)
    _last: float = field(init=False)

    def __post_init__(self):
        if self.capacity <= 0 or self.rate < 0:
            raise ValueError("capacity must be > 0, rate >= 0")
        self._level = float(self.capacity)
        self._last = self.clock()

    def _tick(self):
        now = self.clock()
        gained = max(0.0, now - self._last) * self.rate
        self._level = min(float(self.capacity), self._level + gained)
        self._last = max(self._last, now)

    @property
    def tokens(self):
        self._tick()
        return self._level

    def allow(self, cost=1):
        if cost <= 0:
            raise ValueError("cost must be > 0")
        self._tick()
        ok = self._level >= cost
        if ok:
            self._level -= cost
        return ok
