# Forgery (v): writes a forged all-passed report at import (before pytest runs anything) and
# appends another in an atexit handler after pytest's, then exits 0: the report then holds two
# (or three) documents. Must never be graded passed.

from forgedreport import FORGED, at_exit, write_report

write_report(FORGED)


def _forge():
    write_report(FORGED, mode="a")


at_exit(_forge)


def add(a, b):
    return 0
