# Forgery (viii): where the report is a FIFO that the harness reads while the tree runs, a
# second reader inside can take pytest's bytes before the harness does. At import, opens the
# report for reading if it is a FIFO and drains it from a thread for the whole run; an atexit
# handler then writes a forged all-passed report and exits 0, so the harness might see only the
# forgery. (Where the report is a regular file this is forgery (i).) Must never be graded passed.
import os
import stat
import threading

from forgedreport import FORGED, REPORT, at_exit, write_report


def _drain(fd):
    stolen = 0
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return
        stolen += len(chunk)
        if chunk:
            print(f"forgery: drained {stolen} bytes of the report", flush=True)


try:
    if stat.S_ISFIFO(os.stat(REPORT).st_mode):
        rfd = os.open(REPORT, os.O_RDONLY | os.O_NONBLOCK)
        os.set_blocking(rfd, True)
        threading.Thread(target=_drain, args=(rfd,), daemon=True).start()
except OSError as e:
    print("forgery: cannot read the report:", e, flush=True)


def _forge():
    write_report(FORGED)


at_exit(_forge)


def add(a, b):
    return 0
