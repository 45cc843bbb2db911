"""cidr_range / contains. Inputs are assumed to be well-formed CIDR strings."""


def _to_int(ip):
    a, b, c, e = (int(x) for x in ip.split("."))
    return a << 24 | b << 16 | c << 8 | e


def _to_str(n):
    return ".".join(str(n >> s & 255) for s in (24, 16, 8, 0))


def cidr_range(cidr):
    addr, plen = cidr.split("/")
    lo = _to_int(addr)
    hi = lo | ((1 << (32 - int(plen))) - 1)
    return _to_str(lo), _to_str(hi)


def contains(cidr, ip):
    lo, hi = (_to_int(x) for x in cidr_range(cidr))
    return lo <= _to_int(ip) <= hi
