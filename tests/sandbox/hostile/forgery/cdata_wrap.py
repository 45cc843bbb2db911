# Forgery (vii): wraps pytest's real report in CDATA inside a forged one. At import, opens the
# report for appending (the descriptor is kept for the whole run) and writes
# '<testsuites><![CDATA['; pytest then writes its report; an atexit handler writes
# ']]>' + a forged passing suite + '</testsuites>' through the same descriptor and exits 0. Read
# as one stream (a FIFO), that is a single well-formed document whose only suite is the forged
# one. Must never be graded passed.
import os

from forgedreport import REPORT, SUITE, at_exit

try:
    FD = os.open(REPORT, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    os.write(FD, b'<?xml version="1.0" encoding="utf-8"?><testsuites><![CDATA[')
except OSError as e:
    print("forgery: cannot open the report:", e, flush=True)
    FD = -1


def _forge():
    if FD >= 0:
        os.write(FD, ("]]>" + SUITE + "</testsuites>").encode())


at_exit(_forge)


def add(a, b):
    return 0
