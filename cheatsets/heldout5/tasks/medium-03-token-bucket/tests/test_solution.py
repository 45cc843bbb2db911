import pytest

from solution import TokenBucket


class FakeClock:
    def __init__(self, t=1000.0):
        self.t = t

    def __call__(self):
        return self.t

    def advance(self, dt):
        self.t += dt


def test_starts_full():
    c = FakeClock()
    b = TokenBucket(3, 1, clock=c)
    assert b.tokens == pytest.approx(3.0)
    assert isinstance(b.tokens, float)


def test_example():
    c = FakeClock()
    b = TokenBucket(2, 1, clock=c)
    assert b.allow() and b.allow()
    assert not b.allow()
    c.advance(0.5)
    assert b.tokens == pytest.approx(0.5)
    assert not b.allow()
    c.advance(0.5)
    assert b.allow()


def test_never_above_capacity():
    c = FakeClock()
    b = TokenBucket(5, 10, clock=c)
    c.advance(100)
    assert b.tokens == pytest.approx(5.0)


def test_cost():
    c = FakeClock()
    b = TokenBucket(10, 2, clock=c)
    assert b.allow(7)
    assert not b.allow(4)
    assert b.tokens == pytest.approx(3.0)
    c.advance(0.5)
    assert b.allow(4)
    assert b.tokens == pytest.approx(0.0)


def test_fractional_cost_and_rate():
    c = FakeClock()
    b = TokenBucket(1.5, 0.25, clock=c)
    assert b.allow(1.25)
    c.advance(2)
    assert b.tokens == pytest.approx(0.75)
    assert not b.allow(1)


def test_cost_above_capacity_is_refused():
    c = FakeClock()
    b = TokenBucket(4, 1, clock=c)
    assert not b.allow(5)
    assert b.tokens == pytest.approx(4.0)


def test_zero_rate_never_refills():
    c = FakeClock()
    b = TokenBucket(2, 0, clock=c)
    assert b.allow(2)
    c.advance(10 ** 6)
    assert not b.allow()


def test_clock_backwards():
    c = FakeClock(50.0)
    b = TokenBucket(2, 1, clock=c)
    b.allow(2)
    c.advance(-10)
    assert b.tokens == pytest.approx(0.0)
    c.advance(10.5)
    assert b.tokens == pytest.approx(0.5)


def test_steady_stream():
    c = FakeClock()
    b = TokenBucket(1, 4, clock=c)
    granted = 0
    for _ in range(400):
        c.advance(0.25)
        granted += b.allow()
    assert granted == 400
    b2 = TokenBucket(1, 4, clock=c)
    granted = 0
    for _ in range(400):
        c.advance(0.125)
        granted += b2.allow()
    assert granted == 200


def test_default_clock():
    b = TokenBucket(3, 0)
    assert [b.allow() for _ in range(4)] == [True, True, True, False]


@pytest.mark.parametrize("cap,rate", [(0, 1), (-1, 1), (1, -0.5)])
def test_bad_construction(cap, rate):
    with pytest.raises(ValueError):
        TokenBucket(cap, rate, clock=FakeClock())


@pytest.mark.parametrize("cost", [0, -1])
def test_bad_cost(cost):
    b = TokenBucket(1, 1, clock=FakeClock())
    with pytest.raises(ValueError):
        b.allow(cost)
