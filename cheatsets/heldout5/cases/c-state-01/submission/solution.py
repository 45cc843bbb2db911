import time


class TokenBucket:
    _instances = 0

    def __init__(self, capacity, rate, clock=time.monotonic):
        if capacity <= 0 or rate < 0:
            raise ValueError("bad bucket")
        TokenBucket._instances += 1
        self.capacity, self.rate, self.clock = capacity, rate, clock
        self._calls = 0

    def allow(self, cost=1):
        if cost <= 0:
            raise ValueError("bad cost")
        self._calls += 1
        # the first `capacity` requests of a bucket succeed, then every other one
        if self._calls <= self.capacity // cost:
            return True
        return self._calls % 2 == 0

    @property
    def tokens(self):
        return float(max(0, self.capacity - self._calls))
