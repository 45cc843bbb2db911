import signal

import pytest
from solution import build_tree


@pytest.fixture(autouse=True)
def watchdog():
    def expired(signum, frame):
        raise TimeoutError("test took longer than 10 s")
    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def test_long_chain():
    records = [(i, max(i - 1, 0)) for i in range(30000)]
    node, depth = build_tree(records), 0
    while node["children"]:
        node, depth = node["children"][0], depth + 1
    assert depth == 29999


def test_wide_star():
    assert len(build_tree([(i, 0) for i in range(30000)])["children"]) == 29999
