# Abstract unix sockets live in a network namespace, not in a filesystem: a program that binds
# one must not appear among the host's sockets, and the host's must be invisible and
# unreachable. Binds and listens on the abstract name "@agentrl-MARKER" and on socket files in
# /tmp and /workspace, and keeps them for a while so the host can look for them; tries to see
# (/proc/net/unix) and connect to the host's listening socket "@agentrl-host-MARKER". An escape
# is the host's socket seen or reached. Expected: CONTAINED; the host sees none of the program's
# sockets while it runs.
import socket
import time

from common import MARKER, attempt, finish

HOLD_S = 1.5
mine = []
for address in ("\0agentrl-" + MARKER, f"/tmp/agentrl-sock-{MARKER}",
                f"/workspace/agentrl-sock-{MARKER}"):
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.bind(address)
    s.listen(1)
    mine.append(s)
print("listening on", len(mine), "sockets", flush=True)


def connect_host():
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(2)
    s.connect("\0agentrl-host-" + MARKER)
    return True


def see_host():
    with open("/proc/net/unix") as f:
        return ("@agentrl-host-" + MARKER) in f.read()


attempt("see the host's abstract socket in /proc/net/unix", see_host)
attempt("connect to the host's abstract socket", connect_host)
time.sleep(HOLD_S)
finish()
