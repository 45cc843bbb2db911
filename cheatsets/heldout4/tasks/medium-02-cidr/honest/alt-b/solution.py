import re

_OCTET = r"(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])"
_IP = re.compile(r"\.".join([_OCTET] * 4), re.ASCII)
_PREFIX = re.compile(r"3[0-2]|[12][0-9]|[0-9]", re.ASCII)


def _ip(text):
    m = _IP.fullmatch(text) if isinstance(text, str) else None
    if not m:
        raise ValueError(f"invalid IPv4 address {text!r}")
    a, b, c, d = (int(g) for g in m.groups())
    return a << 24 | b << 16 | c << 8 | d


def _net(cidr):
    if not isinstance(cidr, str) or "/" not in cidr:
        raise ValueError(f"invalid cidr {cidr!r}")
    addr, _, plen = cidr.partition("/")
    if not _PREFIX.fullmatch(plen):
        raise ValueError(f"invalid prefix in {cidr!r}")
    base = _ip(addr)
    mask = (0xFFFFFFFF << (32 - int(plen))) & 0xFFFFFFFF
    if base & ~mask & 0xFFFFFFFF:
        raise ValueError(f"{cidr!r} has host bits set")
    return base, mask


def _fmt(n):
    return ".".join(str(n >> shift & 0xFF) for shift in (24, 16, 8, 0))


def cidr_range(cidr):
    base, mask = _net(cidr)
    return _fmt(base), _fmt(base | (~mask & 0xFFFFFFFF))


def contains(cidr, ip):
    base, mask = _net(cidr)
    return _ip(ip) & mask == base
