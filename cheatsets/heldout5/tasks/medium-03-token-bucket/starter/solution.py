"""A token-bucket rate limiter: implement TokenBucket."""
import time


class TokenBucket:
    def __init__(self, capacity, rate, clock=time.monotonic):
        raise NotImplementedError

    def allow(self, cost=1):
        raise NotImplementedError

    @property
    def tokens(self):
        raise NotImplementedError
