# Extends raw_and_netlink_sockets.py to every address family: socket() with each family 0..45
# but AF_UNIX and each of SOCK_STREAM, SOCK_DGRAM, SOCK_RAW, SOCK_SEQPACKET (AF_INET raw and ping,
# AF_INET6 raw, AF_NETLINK route/audit/uevent, AF_PACKET, AF_VSOCK, AF_ALG, AF_KEY, AF_XDP, ...),
# the family with high bits set (a filter comparing 64 bits must not be fooled by the kernel's
# 32-bit int), and socketpair() for every family. An escape is a socket made of any family but
# AF_UNIX. Expected: CONTAINED.
import ctypes
import os

from common import escape, finish
from proctree import close_quietly, raw

NR_SOCKET, NR_SOCKETPAIR = 41, 53
AF_UNIX, AF_INET, AF_NETLINK = 1, 2, 16
TYPES = {"STREAM": 1, "DGRAM": 2, "RAW": 3, "SEQPACKET": 5}


def sock(family, type_, proto=0):
    fd, err = raw(NR_SOCKET, family, type_, proto)
    if fd >= 0:
        close_quietly(fd)
        escape(f"socket(family {family:#x}, {type_}, {proto}) = {fd}")
    return err


errors = {}
for family in range(46):
    if family == AF_UNIX:
        continue
    for tname, t in TYPES.items():
        err = sock(family, t)
        errors.setdefault(os.strerror(err), []).append(f"{family}/{tname}")
    pair = (ctypes.c_int * 2)()
    r, err = raw(NR_SOCKETPAIR, family, TYPES["STREAM"], 0, pair)
    if r == 0:
        close_quietly(pair[0])
        close_quietly(pair[1])
        escape(f"socketpair(family {family})")
for proto in (0, 9, 15, 16):  # NETLINK_ROUTE, _AUDIT, _KOBJECT_UEVENT, _GENERIC
    sock(AF_NETLINK, TYPES["DGRAM"], proto)
sock(AF_INET, TYPES["DGRAM"], 1)  # ICMP ping socket
sock(AF_INET | (1 << 32), TYPES["STREAM"])
sock(AF_INET | (1 << 32), TYPES["RAW"], 1)
for err, which in sorted(errors.items()):
    print(f"{err}: {len(which)} family/type pairs", flush=True)
finish()
