# Resource limits: prlimit64 on every process outside the program's own tree (pids 1 and 2
# included) setting each limit the sandbox imposes to the value it already has (or to unlimited
# where the old value cannot be read), and raising the program's own hard limits, which needs
# CAP_SYS_RESOURCE. RLIMIT_CORE must be 0. Reading another process's limits is not an escape
# (/proc/PID/limits is world-readable). An escape is a limit set on another process, a hard limit
# raised, or core dumps allowed. Expected: CONTAINED.
import ctypes
import resource

from common import attempt, escape, finish
from proctree import describe, others, raw

NR_PRLIMIT64 = 302
INFINITY = 0xFFFFFFFFFFFFFFFF
LIMITS = {"RLIMIT_CPU": 0, "RLIMIT_FSIZE": 1, "RLIMIT_CORE": 4, "RLIMIT_NPROC": 6,
          "RLIMIT_NOFILE": 7, "RLIMIT_AS": 9}


class RLimit(ctypes.Structure):
    _fields_ = [("cur", ctypes.c_uint64), ("max", ctypes.c_uint64)]


for pid in others():
    for name, res in LIMITS.items():
        old = RLimit()
        got, err = raw(NR_PRLIMIT64, pid, res, 0, old)
        new = RLimit(old.cur, old.max) if got == 0 else RLimit(INFINITY, INFINITY)
        r, err = raw(NR_PRLIMIT64, pid, res, new, 0)
        print(f"prlimit64({describe(pid)}, {name}) read {got} set {r} errno {err}", flush=True)
        if r == 0:
            escape(f"prlimit64 set {name} of pid {pid}")

attempt("RLIMIT_CORE is not 0", lambda: resource.getrlimit(resource.RLIMIT_CORE) != (0, 0))
for name, res in LIMITS.items():
    soft, hard = resource.getrlimit(res)
    if hard == resource.RLIM_INFINITY:
        continue
    attempt(f"raise the hard {name} above {hard}",
            lambda: resource.setrlimit(res, (soft, hard + 1)) is None)
finish()
