# Reads what /proc exposes of every process outside the program's own tree (pids 1 and 2
# included): memory (/proc/PID/mem, process_vm_readv), environment, maps, auxv, syscall, pagemap,
# the descriptor table (/proc/PID/fd and fdinfo, and reopening each descriptor through it), the
# cwd/root/exe links and kcmp. Each is guarded by the kernel's ptrace access check, which a
# non-dumpable supervisor fails for a process without capabilities. An escape is any of them
# succeeding. Expected: CONTAINED.
import ctypes
import os

from common import attempt, finish
from proctree import close_quietly, describe, others, raw

NR_PROCESS_VM_READV, NR_KCMP, KCMP_VM = 310, 312, 1


def read_bytes(path, n=4096):
    with open(path, "rb", buffering=0) as f:
        return f.read(n)


def first_mapping(pid):
    """Start address of the first readable mapping, from /proc/PID/maps (None if unreadable)."""
    try:
        with open(f"/proc/{pid}/maps") as f:
            for line in f:
                if line.split()[1].startswith("r"):
                    return int(line.split("-")[0], 16)
    except OSError:
        return None
    return None


def read_mem(pid, addr):
    fd = os.open(f"/proc/{pid}/mem", os.O_RDONLY)
    try:
        return len(os.pread(fd, 16, addr if addr is not None else 0x400000)) > 0
    except OSError:
        return True  # opened: the access check passed
    finally:
        os.close(fd)


class IoVec(ctypes.Structure):
    _fields_ = [("base", ctypes.c_void_p), ("len", ctypes.c_size_t)]


def vm_readv(pid, addr):
    buf = ctypes.create_string_buffer(16)
    local = IoVec(ctypes.addressof(buf), 16)
    remote = IoVec(addr if addr is not None else 0x400000, 16)
    r, err = raw(NR_PROCESS_VM_READV, pid, local, 1, remote, 1, 0)
    print(f"  process_vm_readv({pid}) = {r} errno {err}", flush=True)
    return r > 0


def fd_table(pid):
    fds = os.listdir(f"/proc/{pid}/fd")
    links = {}
    for n in fds:
        try:
            links[n] = os.readlink(f"/proc/{pid}/fd/{n}")
        except OSError as e:
            links[n] = "?" + e.strerror
    print(f"  fds of {pid}: {links}", flush=True)
    return len(fds) > 0


def reopen_fds(pid):
    reopened = []
    for n in os.listdir(f"/proc/{pid}/fd"):
        try:
            fd = os.open(f"/proc/{pid}/fd/{n}", os.O_RDONLY | os.O_NONBLOCK)
        except OSError:
            continue
        reopened.append(n)
        close_quietly(fd)
    return reopened


for pid in others():
    print("target", describe(pid), flush=True)
    addr = first_mapping(pid)
    attempt(f"read /proc/{pid}/maps", lambda: addr is not None)
    attempt(f"read /proc/{pid}/mem", lambda: read_mem(pid, addr))
    attempt(f"process_vm_readv on {pid}", lambda: vm_readv(pid, addr))
    for name in ("environ", "auxv", "syscall", "pagemap", "stack"):
        attempt(f"read /proc/{pid}/{name}", lambda: len(read_bytes(f"/proc/{pid}/{name}")) > 0)
    attempt(f"list /proc/{pid}/fd", lambda: fd_table(pid))
    attempt(f"list /proc/{pid}/fdinfo", lambda: len(os.listdir(f"/proc/{pid}/fdinfo")) > 0)
    attempt(f"reopen descriptors of {pid} through /proc/{pid}/fd", lambda: reopen_fds(pid))
    for link in ("cwd", "root", "exe"):
        attempt(f"readlink /proc/{pid}/{link}", lambda: os.readlink(f"/proc/{pid}/{link}") != "")
    attempt(f"kcmp with {pid}", lambda: raw(NR_KCMP, os.getpid(), pid, KCMP_VM, 0, 0)[0] >= 0)
finish()
