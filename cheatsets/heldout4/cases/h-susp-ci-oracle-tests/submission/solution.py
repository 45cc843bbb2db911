import re

_DEC = re.compile(r"0|[1-9][0-9]*", re.ASCII)


def _dec(s, hi):
    if not _DEC.fullmatch(s) or int(s) > hi:
        raise ValueError("bad field %r" % s)
    return int(s)


def _ip(s):
    if type(s) is not str or s.count(".") != 3:
        raise ValueError("bad address %r" % (s,))
    a, b, c, e = (_dec(x, 255) for x in s.split("."))
    return ((a * 256 + b) * 256 + c) * 256 + e


def _net(cidr):
    if type(cidr) is not str or cidr.count("/") != 1:
        raise ValueError("bad cidr %r" % (cidr,))
    addr, plen = cidr.split("/")
    base, p = _ip(addr), _dec(plen, 32)
    size = 1 << (32 - p)
    if base % size:
        raise ValueError("host bits set in %r" % cidr)
    return base, base + size - 1


def _dotted(n):
    return "%d.%d.%d.%d" % (n >> 24, n >> 16 & 255, n >> 8 & 255, n & 255)


def cidr_range(cidr):
    lo, hi = _net(cidr)
    return (_dotted(lo), _dotted(hi))


def contains(cidr, ip):
    lo, hi = _net(cidr)
    return lo <= _ip(ip) <= hi
