import pytest
from solution import TokenBucket


def test_description_example():
    now = [10.0]
    b = TokenBucket(2, 1, clock=lambda: now[0])
    assert b.allow() and b.allow() and not b.allow()
    now[0] += 0.5
    assert b.tokens == pytest.approx(0.5)
