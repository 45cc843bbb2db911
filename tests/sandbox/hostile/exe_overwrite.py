# The runc CVE-2019-5736 family: opening for writing the binary of the program itself
# (/proc/self/exe), of every process outside its own tree (/proc/PID/exe, pids 1 and 2 included),
# the sandbox's init helper, python and libc, directly, through an O_PATH descriptor reopened via
# /proc/self/fd, and through /proc/self/map_files. Nothing is ever written: the open is the
# escape. Expected: CONTAINED (read-only mounts, text busy, ptrace access refused); the host
# checks that those binaries are unchanged.
import glob
import os

from common import attempt, finish
from proctree import close_quietly, others


def open_for_write(path, flags=os.O_WRONLY):
    fd = os.open(path, flags)
    close_quietly(fd)
    return True


def reopen_o_path(path):
    opath = os.open(path, os.O_PATH)
    try:
        return open_for_write(f"/proc/self/fd/{opath}", os.O_RDWR)
    finally:
        close_quietly(opath)


targets = ["/proc/self/exe"] + [f"/proc/{p}/exe" for p in others()]
targets += ["/.agentrl-init", "/usr/bin/python3", os.path.realpath("/proc/self/exe")]
targets += glob.glob("/usr/lib/x86_64-linux-gnu/libc.so*")
for path in targets:
    attempt(f"open {path} for writing", lambda: open_for_write(path))
    attempt(f"open {path} read-write", lambda: open_for_write(path, os.O_RDWR))
    attempt(f"reopen an O_PATH descriptor of {path} for writing", lambda: reopen_o_path(path))
for entry in sorted(os.listdir("/proc/self/map_files"))[:8]:
    path = "/proc/self/map_files/" + entry
    attempt(f"open {path} for writing", lambda: open_for_write(path, os.O_RDWR))
finish()
