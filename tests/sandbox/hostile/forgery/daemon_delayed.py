# Forgery (iv): at import, a daemon (double fork, setsid, exec'd with the run's marker in its
# argv so the host can look for it) sleeps 0.5 s, then waits until pytest has written its report
# (pytest's atexit handler says so with a flag file; at most 3 s) and writes a forged all-passed
# report over it; pytest's exit is delayed 1 s and made 0 so the daemon's write lands while the
# tree still runs. Must never be graded passed.
import atexit
import os
import sys
import time

from run_marker import MARKER

DAEMON = """
import os, sys, time
sys.path.insert(0, "/workspace")
from forgedreport import FORGED, write_report
DONE = "/tmp/agentrl-pytest-done"
time.sleep(0.5)
deadline = time.time() + 3
while time.time() < deadline and not os.path.exists(DONE):
    time.sleep(0.02)
write_report(FORGED)
"""

if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        os.execv(sys.executable, [sys.executable, "-c", DAEMON, MARKER])
    os._exit(0)
os.wait()


def _linger():
    open("/tmp/agentrl-pytest-done", "w").close()  # pytest has written its report by now
    time.sleep(1.0)
    os._exit(0)


atexit.register(_linger)


def add(a, b):
    return 0
