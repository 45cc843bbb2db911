"""Helpers for the supervisor attacks: the processes a program can see, and which are its own.

A program's own tree is itself and its descendants. Everything else it can see in /proc, and pids
1 and 2 (the numbers a sandbox's supervising processes usually have), is a target: the program
must not be able to signal, read, write, trace or take descriptors from any of them.
"""
import ctypes
import os

from common import libc


def visible_pids():
    return sorted(int(p) for p in os.listdir("/proc") if p.isdigit())


def stat_fields(pid):
    """The fields of /proc/PID/stat after the command name (state is [0], ppid [1]); None if gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            s = f.read()
    except OSError:
        return None
    return s[s.rindex(")") + 2:].split()


def state(pid):
    f = stat_fields(pid)
    return f[0] if f else None


def alive(pid):
    return state(pid) not in (None, "Z", "X")


def stopped(pid):
    return state(pid) in ("T", "t")


def comm(pid):
    try:
        with open(f"/proc/{pid}/comm") as f:
            return f.read().strip()
    except OSError as e:
        return "?" + type(e).__name__


def describe(pid):
    return f"{pid}({comm(pid)},{state(pid)})"


def own_tree():
    mine = {os.getpid()}
    parent = {}
    for p in visible_pids():
        f = stat_fields(p)
        if f:
            parent[p] = int(f[1])
    grew = True
    while grew:
        grew = False
        for p, pp in parent.items():
            if pp in mine and p not in mine:
                mine.add(p)
                grew = True
    return mine


def others():
    """Pids outside the program's own tree: every visible one, and 1 and 2 in any case."""
    return sorted((set(visible_pids()) | {1, 2}) - own_tree())


def threads(pid):
    try:
        return sorted(int(t) for t in os.listdir(f"/proc/{pid}/task"))
    except OSError:
        return []


def raw(nr, *args):
    """Raw syscall taking ints, bytes (passed as char*) or ctypes objects (passed by address);
    returns (result, errno)."""
    conv = []
    for a in args:
        if isinstance(a, int):
            conv.append(ctypes.c_long(a))
        elif isinstance(a, bytes):
            conv.append(ctypes.c_char_p(a))
        else:
            conv.append(ctypes.c_void_p(ctypes.addressof(a)))
    libc.syscall.restype = ctypes.c_long
    ctypes.set_errno(0)
    r = libc.syscall(ctypes.c_long(nr), *conv)
    return r, ctypes.get_errno()


def close_quietly(fd):
    try:
        os.close(fd)
    except OSError:
        pass
