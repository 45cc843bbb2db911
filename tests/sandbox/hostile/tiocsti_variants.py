# Extends tiocsti.py: TIOCSTI (typing into a terminal, bubblewrap's CVE-2017-5226) and TIOCLINUX,
# plainly and with the request's upper 32 bits set (the kernel reads the request as a 32-bit
# int, so a filter comparing all 64 bits would let it through), on stdio, on /dev/tty, and in a
# child session whose controlling terminal is a fresh pseudo-terminal: there the kernel itself
# would allow TIOCSTI (with dev.tty.legacy_tiocsti on), so only the seccomp filter stops it. An
# escape is an ioctl that succeeded. Expected: CONTAINED.
import ctypes
import os

from common import attempt, escape, finish, libc

TIOCSTI, TIOCLINUX, TIOCSPTLCK, TIOCGPTN, TIOCSCTTY = 0x5412, 0x541C, 0x40045431, 0x80045430, 0x540E
HIGH = 1 << 32
REQUESTS = {"TIOCSTI": TIOCSTI, "TIOCSTI with high bits": TIOCSTI | HIGH,
            "TIOCLINUX": TIOCLINUX, "TIOCLINUX with high bits": TIOCLINUX | HIGH}
libc.ioctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_void_p]


def inject(fd, request):
    c = ctypes.c_char(b"x")
    return libc.ioctl(fd, request, ctypes.addressof(c)) == 0


def open_pty():
    master = os.open("/dev/ptmx", os.O_RDWR | os.O_NOCTTY)
    unlock = ctypes.c_int(0)
    libc.ioctl(master, TIOCSPTLCK, ctypes.addressof(unlock))
    n = ctypes.c_uint(0)
    libc.ioctl(master, TIOCGPTN, ctypes.addressof(n))
    return master, f"/dev/pts/{n.value}"


fds = [0, 1, 2]
try:
    fds.append(os.open("/dev/tty", os.O_RDWR))
except OSError as e:
    print("/dev/tty:", e.strerror, flush=True)
for fd in fds:
    for name, req in REQUESTS.items():
        attempt(f"{name} on fd {fd}", lambda: inject(fd, req))

try:
    master, slave_path = open_pty()
except OSError as e:
    print("no pseudo-terminal:", e.strerror, flush=True)
else:
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.setsid()
        slave = os.open(slave_path, os.O_RDWR)  # becomes the controlling terminal
        libc.ioctl(slave, TIOCSCTTY, None)
        worked = [name for name, req in REQUESTS.items() if inject(slave, req)]
        os.write(w, (",".join(worked) + "\n").encode())
        os._exit(0)
    os.close(w)
    worked = os.read(r, 4096).decode().strip()
    os.waitpid(pid, 0)
    for name in filter(None, worked.split(",")):
        escape(f"{name} on the controlling terminal")
finish()
