# pidfd_open on every process outside the program's own tree (pids 1 and 2 included), then
# pidfd_getfd for each of its descriptors 0..63: a copy of a supervisor's control socket, output
# pipes or seccomp listener would let the program forge what the harness reads. pidfd_open alone
# is not an escape (a pidfd only names a process). An escape is a descriptor obtained.
# Expected: CONTAINED (pidfd_getfd refused by the seccomp filter, and by ptrace access anyway).
import os

from common import escape, finish
from proctree import close_quietly, describe, others, raw

NR_PIDFD_OPEN, NR_PIDFD_GETFD = 434, 438

for pid in others():
    pidfd, err = raw(NR_PIDFD_OPEN, pid, 0)
    print(f"pidfd_open({describe(pid)}) = {pidfd} errno {err}", flush=True)
    if pidfd < 0:
        continue
    errors = set()
    for target in range(64):
        fd, err = raw(NR_PIDFD_GETFD, pidfd, target, 0)
        if fd >= 0:
            try:
                what = os.readlink(f"/proc/self/fd/{fd}")
            except OSError:
                what = "?"
            escape(f"pidfd_getfd took fd {target} ({what}) of pid {pid}")
            close_quietly(fd)
        else:
            errors.add(os.strerror(err))
    print(f"  pidfd_getfd errors: {sorted(errors)}", flush=True)
    close_quietly(pidfd)
finish()
