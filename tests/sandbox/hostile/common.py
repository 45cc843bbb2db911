"""Shared helpers for the hostile programs: report escapes, raw syscalls through ctypes."""
import ctypes
import os
import sys

MARKER = sys.argv[1] if len(sys.argv) > 1 else "nomarker"
HOST_ARG = sys.argv[2] if len(sys.argv) > 2 else ""
libc = ctypes.CDLL(None, use_errno=True)
escaped = []


def escape(what):
    escaped.append(what)
    print("ESCAPED", what, flush=True)


def attempt(what, fn):
    """Runs fn; any exception means the sandbox stopped it. A truthy result is an escape."""
    try:
        if fn():
            escape(what)
    except Exception as e:  # noqa: BLE001 - any failure is containment
        print("blocked:", what, type(e).__name__, e, flush=True)


def syscall(nr, *args):
    """Raw syscall; returns (result, errno)."""
    libc.syscall.restype = ctypes.c_long
    r = libc.syscall(ctypes.c_long(nr), *[ctypes.c_long(a) for a in args])
    return r, ctypes.get_errno()


def finish():
    if escaped:
        sys.exit(3)
    print("CONTAINED", flush=True)
