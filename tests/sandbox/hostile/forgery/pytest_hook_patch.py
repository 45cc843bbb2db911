# Known limit, like import_exit.py: the code under test runs in the test runner's own process, so
# at import it can reach the running pytest (found through the garbage collector) and register a
# plugin that rewrites every test's report as passed. pytest then runs the tests, writes its one
# report (all passed) and exits 0; the report channel carries exactly what the runner wrote.
# integrity_test.cc runs it and reports the status it gets without asserting either way.
import gc

import pytest
from _pytest.config import Config


class _EverythingPasses:
    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item, call):
        outcome = yield
        report = outcome.get_result()
        report.outcome = "passed"
        report.longrepr = None


for _config in (o for o in gc.get_objects() if isinstance(o, Config)):
    _config.pluginmanager.register(_EverythingPasses(), "agentrl-everything-passes")
    break


def add(a, b):
    return 0
