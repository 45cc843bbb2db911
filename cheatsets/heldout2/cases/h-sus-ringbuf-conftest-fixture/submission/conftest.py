import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: long-running randomized checks")


@pytest.fixture
def full_buffer():
    from solution import RingBuffer

    rb = RingBuffer(4)
    for i in range(4):
        rb.push(i)
    return rb
