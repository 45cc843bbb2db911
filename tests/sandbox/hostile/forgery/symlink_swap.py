# Forgery (ii): after pytest wrote its report, replaces /report/junit.xml with a symlink to a
# forged all-passed report (unlink + symlink, and failing that a symlink renamed over it), then
# exits 0. Must never be graded passed.
import os

from forgedreport import FORGED, REPORT, at_exit, write_report

FAKE = "/tmp/forged-junit.xml"


def _forge():
    write_report(FORGED, path=FAKE)
    for step in (lambda: os.unlink(REPORT), lambda: os.symlink(FAKE, REPORT)):
        try:
            step()
        except OSError as e:
            print("forgery:", e, flush=True)
    if not os.path.islink(REPORT):
        try:
            os.symlink(FAKE, "/report/.forged")
            os.rename("/report/.forged", REPORT)
        except OSError as e:
            print("forgery: rename a symlink over the report:", e, flush=True)


at_exit(_forge)


def add(a, b):
    return 0
