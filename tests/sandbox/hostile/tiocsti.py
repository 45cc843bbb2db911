import ctypes
import os

from common import attempt, finish, libc

TIOCSTI = 0x5412


def inject(fd):
    c = ctypes.c_char(b"x")
    return libc.ioctl(fd, TIOCSTI, ctypes.byref(c)) == 0


for fd in (0, 1, 2):
    attempt(f"TIOCSTI on fd {fd}", lambda fd=fd: inject(fd))
attempt("open /dev/tty", lambda: os.open("/dev/tty", os.O_RDWR) >= 0)
finish()
