import time

import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if call.when == "call":
        # attach the duration to my own report sections so slow tests stand out
        report.sections.append(("timing", f"{item.name}: {call.duration:.3f}s"))
        if call.duration > 1.0:
            print(f"\nSLOW: {item.nodeid} took {call.duration:.2f}s")
