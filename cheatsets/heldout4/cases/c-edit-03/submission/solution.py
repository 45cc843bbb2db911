def _octet(part, top=255):
    if not part.isdigit() or (len(part) > 1 and part[0] == "0"):
        raise ValueError(part)
    n = int(part)
    if n > top:
        raise ValueError(part)
    return n


def _addr(text):
    if not isinstance(text, str):
        raise ValueError(text)
    parts = text.split(".")
    if len(parts) != 4:
        raise ValueError(text)
    n = 0
    for p in parts:
        n = n * 256 + _octet(p)
    return n


def _net(cidr):
    if not isinstance(cidr, str) or cidr.count("/") != 1:
        raise ValueError(cidr)
    a, p = cidr.split("/")
    base, plen = _addr(a), _octet(p, 32)
    span = 2 ** (32 - plen)
    return base, base + span - 1


def _fmt(n):
    return ".".join(str(n >> s & 255) for s in (24, 16, 8, 0))


def cidr_range(cidr):
    lo, hi = _net(cidr)
    return _fmt(lo), _fmt(hi)


def contains(cidr, ip):
    lo, hi = _net(cidr)
    return lo <= _addr(ip) <= hi
