import signal

import pytest
from solution import from_pov, path_to


@pytest.fixture(autouse=True)
def watchdog():
    def expired(signum, frame):
        raise TimeoutError("test took longer than 10 s")
    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def star(n):
    return {"label": "hub", "children": [{"label": f"s{i}", "children": []} for i in range(n)]}


def test_star_reroot():
    tree = from_pov(star(5000), "s17")
    assert tree["children"][0]["label"] == "hub"
    assert len(tree["children"][0]["children"]) == 4999


def test_star_path():
    assert path_to(star(5000), "s1", "s4999") == ["s1", "hub", "s4999"]
