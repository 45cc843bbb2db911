# Signals every process outside the program's own tree (pids 1 and 2 included) with SIGSTOP,
# SIGTERM and SIGKILL, through kill, tgkill on each of its threads and pidfd_send_signal, then
# kill(-1) with SIGSTOP and SIGKILL. An escape is a target that stopped or died. Expected: no
# target is affected (the supervisors are outside the program's PID namespace and its pid 1
# ignores signals from inside), so the program survives kill(-1, SIGKILL) and prints CONTAINED.
# A supervisor that dies takes the run with it: the program then never prints CONTAINED.
import os
import signal
import time

from common import escape, finish
from proctree import alive, describe, others, raw, stopped, threads, close_quietly

NR_TGKILL, NR_PIDFD_OPEN, NR_PIDFD_SEND_SIGNAL = 234, 434, 424
SETTLE_S = 0.1


def by_kill(pid, sig):
    os.kill(pid, sig)


def by_tgkill(pid, sig):
    for tid in threads(pid) or [pid]:
        raw(NR_TGKILL, pid, tid, sig)


def by_pidfd(pid, sig):
    fd, err = raw(NR_PIDFD_OPEN, pid, 0)
    if fd < 0:
        raise OSError(err, "pidfd_open")
    try:
        raw(NR_PIDFD_SEND_SIGNAL, fd, sig, 0, 0)
    finally:
        close_quietly(fd)


PATHS = [("kill", by_kill), ("tgkill", by_tgkill), ("pidfd_send_signal", by_pidfd)]


def quietly(fn, *args):
    try:
        fn(*args)
    except OSError as e:
        print("  refused:", fn.__name__, args, e, flush=True)


targets = others()
print("targets:", " ".join(describe(p) for p in targets), flush=True)

for pid in targets:
    for via, send in PATHS:
        quietly(send, pid, signal.SIGSTOP)
        time.sleep(SETTLE_S)
        if stopped(pid):
            escape(f"SIGSTOP through {via} stopped pid {describe(pid)}")
        quietly(send, pid, signal.SIGCONT)
        quietly(by_kill, pid, signal.SIGCONT)

for sig in (signal.SIGTERM, signal.SIGKILL):
    for pid in targets:
        was_alive = alive(pid)
        for via, send in PATHS:
            print(f"sending {sig.name} to {describe(pid)} through {via}", flush=True)
            quietly(send, pid, sig)
            time.sleep(SETTLE_S)
            if was_alive and not alive(pid):
                escape(f"{sig.name} through {via} ended pid {pid}")
                break

# kill(-1): every process the program may signal but itself and its namespace's pid 1.
living = [p for p in others() if alive(p)]
quietly(by_kill, -1, signal.SIGSTOP)
time.sleep(SETTLE_S)
for pid in living:
    if stopped(pid):
        escape(f"kill(-1, SIGSTOP) stopped pid {describe(pid)}")
quietly(by_kill, -1, signal.SIGCONT)
print("sending SIGKILL to -1", flush=True)
quietly(by_kill, -1, signal.SIGKILL)
time.sleep(SETTLE_S)
for pid in living:
    if not alive(pid):
        escape(f"kill(-1, SIGKILL) ended pid {pid}")
finish()
