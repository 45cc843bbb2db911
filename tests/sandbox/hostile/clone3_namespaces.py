# clone3 passes its flags in memory, where a seccomp filter cannot read them; a policy that
# checks clone's flags must refuse clone3 altogether (glibc then falls back to clone). Calls
# clone3 with each namespace flag (CLONE_NEWTIME included, which only clone3 and unshare take)
# and with set_tid (choosing the child's pid), and unshare() with each flag. An escape is a child
# made or a namespace unshared. Expected: CONTAINED (clone3 answers ENOSYS, unshare EPERM).
import ctypes
import os
import signal

from common import escape, finish
from proctree import raw

NR_CLONE3, NR_UNSHARE = 435, 272
FLAGS = {"CLONE_NEWUSER": 0x10000000, "CLONE_NEWNS": 0x00020000, "CLONE_NEWPID": 0x20000000,
         "CLONE_NEWNET": 0x40000000, "CLONE_NEWIPC": 0x08000000, "CLONE_NEWUTS": 0x04000000,
         "CLONE_NEWCGROUP": 0x02000000, "CLONE_NEWTIME": 0x00000080}


class CloneArgs(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint64) for name in
                ("flags", "pidfd", "child_tid", "parent_tid", "exit_signal", "stack",
                 "stack_size", "tls", "set_tid", "set_tid_size", "cgroup")]


def clone3(what, args):
    pid, err = raw(NR_CLONE3, args, ctypes.sizeof(args))
    if pid == 0:
        os._exit(0)  # the child
    print(f"clone3({what}) = {pid} ({os.strerror(err) if pid < 0 else 'ok'})", flush=True)
    if pid > 0:
        os.waitpid(pid, 0)
        escape(f"clone3({what}) made a child")


for name, flag in FLAGS.items():
    clone3(name, CloneArgs(flags=flag, exit_signal=signal.SIGCHLD))
tid = (ctypes.c_int32 * 1)(1)
clone3("set_tid=1", CloneArgs(exit_signal=signal.SIGCHLD, set_tid=ctypes.addressof(tid),
                              set_tid_size=1))
for name, flag in FLAGS.items():
    r, err = raw(NR_UNSHARE, flag)
    print(f"unshare({name}) = {r} ({os.strerror(err) if r else 'ok'})", flush=True)
    if r == 0:
        escape(f"unshare({name})")
finish()
