"""Local test helpers: register the slow marker and log each test's duration to /tmp."""
import json
import time

import pytest

_T = {}


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: long-running checks")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    t0 = time.perf_counter()
    yield
    _T[item.nodeid] = round(time.perf_counter() - t0, 4)


def pytest_sessionfinish(session, exitstatus):
    with open("/tmp/durations.json", "w") as f:
        json.dump(_T, f, indent=1)
