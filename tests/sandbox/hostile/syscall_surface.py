# Kernel interfaces behind published sandbox escapes and kernel exploits, each called with valid
# arguments so that only a policy refusal stops it: userfaultfd (and /dev/userfaultfd),
# io_uring_setup, perf_event_open, keyctl, add_key, request_key, bpf (BPF_MAP_CREATE),
# fanotify_init, fsopen, syslog, iopl, mknod of a block device. An escape is a call that
# succeeded. Expected: CONTAINED; with the audit on, the audit records userfaultfd,
# io_uring_setup, perf_event_open, keyctl and bpf as denied.
import ctypes
import os
import stat

from common import attempt, finish
from proctree import close_quietly, raw


def gave_fd(name, nr, *args):
    r, err = raw(nr, *args)
    print(f"{name} = {r} ({os.strerror(err) if r < 0 else 'ok'})", flush=True)
    if r >= 0:
        close_quietly(r)
    return r >= 0


io_uring_params = ctypes.create_string_buffer(120)
perf_attr = ctypes.create_string_buffer(128)
ctypes.memmove(perf_attr, (1).to_bytes(4, "little") + (128).to_bytes(4, "little"), 8)  # SOFTWARE
perf_attr[40] = b"\x61"  # disabled | exclude_kernel | exclude_hv
bpf_attr = ctypes.create_string_buffer(
    b"".join(v.to_bytes(4, "little") for v in (2, 4, 4, 1)) + bytes(128))  # ARRAY 4/4 x1
syslog_buf = ctypes.create_string_buffer(64)

attempt("userfaultfd", lambda: gave_fd("userfaultfd", 323, os.O_CLOEXEC | os.O_NONBLOCK))
attempt("userfaultfd (user mode only)", lambda: gave_fd("userfaultfd", 323, os.O_CLOEXEC | 1))
attempt("open /dev/userfaultfd", lambda: os.open("/dev/userfaultfd", os.O_RDWR) >= 0)
attempt("io_uring_setup", lambda: gave_fd("io_uring_setup", 425, 8, io_uring_params))
attempt("perf_event_open", lambda: gave_fd("perf_event_open", 298, perf_attr, 0, -1, -1, 0))
attempt("keyctl(JOIN_SESSION_KEYRING)", lambda: gave_fd("keyctl", 250, 1, 0, 0, 0, 0))
attempt("add_key", lambda: gave_fd("add_key", 248, b"user", b"agentrl", b"x", 1, -2))
attempt("request_key", lambda: gave_fd("request_key", 249, b"user", b"agentrl", 0, 0))
attempt("bpf(BPF_MAP_CREATE)", lambda: gave_fd("bpf", 321, 0, bpf_attr, 48))
attempt("fanotify_init", lambda: gave_fd("fanotify_init", 300, 0, os.O_RDONLY))
attempt("fsopen(tmpfs)", lambda: gave_fd("fsopen", 430, b"tmpfs", 0))
attempt("syslog(READ_ALL)", lambda: raw(103, 3, syslog_buf, 64)[0] > 0)
attempt("iopl(3)", lambda: raw(172, 3)[0] == 0)
attempt("mknod a block device",
        lambda: raw(133, b"/tmp/agentrl-blockdev", stat.S_IFBLK | 0o600, os.makedev(8, 0))[0] == 0)
finish()
