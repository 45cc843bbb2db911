# Removing or loosening the seccomp filter: prctl(PR_SET_SECCOMP, SECCOMP_MODE_DISABLED),
# clearing no_new_privs, and stacking an allow-everything filter with seccomp(2) and with
# prctl (adding a filter is allowed, but filters only ever add restrictions). Afterwards calls
# the policy refuses must still be refused, in the program and in a child it execs, and
# /proc/self/status must still show the filter. An escape is a refused call that now works or
# the filter gone. Expected: CONTAINED.
import ctypes
import os
import subprocess

from common import escape, finish, libc
from proctree import close_quietly, raw

PR_SET_SECCOMP, PR_SET_NO_NEW_PRIVS, PR_GET_NO_NEW_PRIVS = 22, 38, 39
SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, SECCOMP_FILTER_FLAG_NEW_LISTENER = 1, 1, 8
NR_SECCOMP = 317
REFUSED = {"unshare(CLONE_NEWUSER)": (272, 0x10000000), "keyctl": (250, 1, 0, 0, 0, 0),
           "ptrace(TRACEME)": (101, 0, 0, 0, 0), "socket(AF_INET)": (41, 2, 1, 0),
           "mount": (165, 0, 0, 0, 0, 0)}


class SockFilter(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint16), ("jt", ctypes.c_uint8), ("jf", ctypes.c_uint8),
                ("k", ctypes.c_uint32)]


class SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(SockFilter))]


allow_all = (SockFilter * 1)(SockFilter(0x06, 0, 0, 0x7FFF0000))  # BPF_RET|BPF_K, RET_ALLOW
prog = SockFprog(1, allow_all)


def status():
    with open("/proc/self/status") as f:
        return {k: v.strip() for k, v in (l.split(":", 1) for l in f if ":" in l)}


def report(what, r):
    print(f"{what} = {r}", flush=True)


before = status()
print("Seccomp:", before.get("Seccomp"), "filters:", before.get("Seccomp_filters"), flush=True)
report("prctl(PR_SET_SECCOMP, DISABLED)", libc.prctl(PR_SET_SECCOMP, 0, 0, 0, 0))
report("prctl(PR_SET_NO_NEW_PRIVS, 0)", libc.prctl(PR_SET_NO_NEW_PRIVS, 0, 0, 0, 0))
for flags in (0, SECCOMP_FILTER_FLAG_TSYNC, SECCOMP_FILTER_FLAG_NEW_LISTENER):
    r, err = raw(NR_SECCOMP, SECCOMP_SET_MODE_FILTER, flags, prog)
    report(f"seccomp(SET_MODE_FILTER allow-all, flags {flags})", (r, os.strerror(err)))
    if flags == SECCOMP_FILTER_FLAG_NEW_LISTENER and r >= 0:
        close_quietly(r)
report("prctl(PR_SET_SECCOMP, FILTER allow-all)",
       libc.prctl(PR_SET_SECCOMP, 2, ctypes.addressof(prog), 0, 0))

after = status()
print("Seccomp:", after.get("Seccomp"), "filters:", after.get("Seccomp_filters"), flush=True)
if after.get("Seccomp") != "2":
    escape(f"Seccomp is {after.get('Seccomp')} after the attempts")
if libc.prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0) != 1:
    escape("no_new_privs cleared")
if int(after.get("Seccomp_filters", "0")) < int(before.get("Seccomp_filters", "0")):
    escape("a filter was removed")
for name, (nr, *args) in REFUSED.items():
    r, err = raw(nr, *args)
    print(f"{name} = {r} ({os.strerror(err) if r < 0 else 'ok'})", flush=True)
    if r >= 0:
        escape(f"{name} works after stacking an allow-all filter")
child = subprocess.run(["unshare", "-U", "true"], capture_output=True, text=True, timeout=10)
print("unshare -U in an exec'd child:", child.returncode, child.stderr.strip(), flush=True)
if child.returncode == 0:
    escape("an exec'd child could unshare a user namespace")
finish()
