# Descriptors the program inherits: only 0, 1 and 2 may be open at its start (a leaked control
# socket, output pipe or seccomp listener of the supervisors would let it forge what the harness
# reads). An escape is any other open descriptor. Expected: CONTAINED.
import os

from common import escape, finish

for fd in range(3, 1024):
    try:
        os.fstat(fd)
    except OSError:
        continue
    try:
        what = os.readlink(f"/proc/self/fd/{fd}")
    except OSError:
        what = "?"
    escape(f"inherited fd {fd} -> {what}")
for fd in (0, 1, 2):
    try:
        print(f"fd {fd} -> {os.readlink(f'/proc/self/fd/{fd}')}", flush=True)
    except OSError as e:
        print(f"fd {fd}: {e}", flush=True)
finish()
