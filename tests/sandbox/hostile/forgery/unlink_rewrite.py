# Forgery (iii): after pytest wrote its report, moves it away (rename, else unlink) and writes a
# new regular file with a forged all-passed report in its place (or, where the path cannot be
# removed, writes into whatever is there), then exits 0. Must never be graded passed.
import os

from forgedreport import FORGED, REPORT, at_exit, write_report


def _forge():
    try:
        os.rename(REPORT, REPORT + ".old")
    except OSError as e:
        print("forgery: rename:", e, flush=True)
        try:
            os.unlink(REPORT)
        except OSError as e2:
            print("forgery: unlink:", e2, flush=True)
    write_report(FORGED)


at_exit(_forge)


def add(a, b):
    return 0
