import time

import pytest

import solution
from solution import TokenBucket


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_refill():
    c = Clock()
    b = TokenBucket(2, 1, clock=c)
    assert b.allow() and b.allow() and not b.allow()
    c.now = 0.5
    assert b.tokens == pytest.approx(0.5)


def test_default_clock_is_monotonic(monkeypatch):
    # The default argument was bound at definition time, so patching time.monotonic must not matter;
    # this checks that the class really uses its own clock argument.
    monkeypatch.setattr(time, "monotonic", lambda: 1e9)
    b = TokenBucket(1, 1)
    assert b.allow()
