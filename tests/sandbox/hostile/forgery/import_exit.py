# Known limit: at import, before pytest has run any test, writes one forged all-passed report
# and exits 0. The code under test runs in the test runner's own process, so this report is
# written once, by the process that was to write it, and the exit status is 0: the report
# channel alone cannot tell it from pytest's. integrity_test.cc runs it and reports the status
# it gets without asserting either way.
import os

from forgedreport import FORGED, write_report

write_report(FORGED)
os._exit(0)


def add(a, b):
    return 0
