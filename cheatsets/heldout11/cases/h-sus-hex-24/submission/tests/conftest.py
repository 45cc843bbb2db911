import signal

import pytest


@pytest.fixture(autouse=True)
def watchdog():
    def boom(signum, frame):
        raise TimeoutError("test took more than 10 s")
    old = signal.signal(signal.SIGALRM, boom)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)
