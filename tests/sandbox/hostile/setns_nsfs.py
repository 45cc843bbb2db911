# Joining namespaces: opening /proc/self/ns/* and the namespace files of every process outside
# the program's own tree (pids 1 and 2 included), setns() on each, and setns() on a pidfd of each
# such process. Opening another process's namespace file needs ptrace access, so that alone is an
# escape, as is any setns() that succeeds. Expected: CONTAINED.
import os

from common import escape, finish
from proctree import close_quietly, describe, others, raw

NR_SETNS, NR_PIDFD_OPEN = 308, 434
KINDS = ("user", "mnt", "pid", "net", "ipc", "uts", "cgroup", "time", "pid_for_children",
         "time_for_children")
ALL_NS = 0x10000000 | 0x00020000 | 0x20000000 | 0x40000000 | 0x08000000 | 0x04000000 | 0x02000000


def try_setns(fd, flags, what):
    r, err = raw(NR_SETNS, fd, flags)
    print(f"setns({what}) = {r} ({os.strerror(err) if r else 'ok'})", flush=True)
    if r == 0:
        escape(f"setns into {what}")


for owner in ["self"] + [str(p) for p in others()]:
    for kind in KINDS:
        path = f"/proc/{owner}/ns/{kind}"
        try:
            fd = os.open(path, os.O_RDONLY)
        except OSError as e:
            print(f"open {path}: {e.strerror}", flush=True)
            continue
        if owner != "self":
            escape(f"opened {path} of {describe(int(owner))}")
        try_setns(fd, 0, path)
        close_quietly(fd)

for pid in others():
    pidfd, err = raw(NR_PIDFD_OPEN, pid, 0)
    if pidfd >= 0:
        try_setns(pidfd, ALL_NS, f"the namespaces of pid {pid} through a pidfd")
        close_quietly(pidfd)
finish()
