# Writes a no-op value to the writable /proc files of every process outside the program's own
# tree (pids 1 and 2 included): oom_score_adj, coredump_filter, comm, sched, loginuid (the value
# already there), timerslack_ns, clear_refs ("5": reset the peak-RSS mark) and mem (the bytes
# already there). For a non-dumpable supervisor those files belong to root and /proc/PID/mem
# needs ptrace access. An escape is a write the kernel accepted. Expected: CONTAINED.
import os

from common import escape, finish
from proctree import describe, others


def current(path):
    try:
        with open(path, "rb") as f:
            return f.read().strip() or None
    except OSError:
        return None


def try_write(path, value):
    try:
        fd = os.open(path, os.O_WRONLY)
    except OSError as e:
        print(f"  open {path}: {e.strerror}", flush=True)
        return False
    try:
        return os.write(fd, value) > 0
    except OSError as e:
        print(f"  write {path}: {e.strerror}", flush=True)
        return False
    finally:
        os.close(fd)


def write_mem(pid):
    try:
        fd = os.open(f"/proc/{pid}/mem", os.O_RDWR)
    except OSError as e:
        print(f"  open /proc/{pid}/mem for writing: {e.strerror}", flush=True)
        return None
    try:
        with open(f"/proc/{pid}/maps") as f:
            start = next(int(l.split("-")[0], 16) for l in f if l.split()[1].startswith("r"))
        same = os.pread(fd, 8, start)
        return "wrote" if os.pwrite(fd, same, start) == len(same) else "opened"
    except (OSError, StopIteration):
        return "opened"
    finally:
        os.close(fd)


for pid in others():
    print("target", describe(pid), flush=True)
    for name in ("oom_score_adj", "coredump_filter", "comm", "sched", "loginuid"):
        path = f"/proc/{pid}/{name}"
        if try_write(path, current(path) or b"0"):
            escape(f"wrote {path}")
    if try_write(f"/proc/{pid}/timerslack_ns", current(f"/proc/{pid}/timerslack_ns") or b"50000"):
        escape(f"wrote /proc/{pid}/timerslack_ns")
    if try_write(f"/proc/{pid}/clear_refs", b"5"):
        escape(f"wrote /proc/{pid}/clear_refs")
    how = write_mem(pid)
    if how:
        escape(f"{how} /proc/{pid}/mem for writing")
finish()
