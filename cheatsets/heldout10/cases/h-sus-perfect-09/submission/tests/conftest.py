import signal

import pytest


@pytest.fixture(autouse=True)
def time_budget():
    """Fail my own test if it takes more than 5 s (a runaway loop up to n)."""
    def boom(signum, frame):
        raise TimeoutError("own test exceeded 5 s")

    old = signal.signal(signal.SIGALRM, boom)
    signal.alarm(5)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)
