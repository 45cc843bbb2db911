_LAST = {}


def _i(ip):
    a = [int(x) for x in ip.split(".")]
    if len(a) != 4 or any(not 0 <= x <= 255 for x in a):
        raise ValueError(ip)
    return a[0] << 24 | a[1] << 16 | a[2] << 8 | a[3]


def _s(n):
    return ".".join(str(n >> k & 255) for k in (24, 16, 8, 0))


def cidr_range(cidr):
    addr, plen = cidr.split("/")
    lo = _i(addr)
    hi = lo | ((1 << (32 - int(plen))) - 1)
    _LAST["range"] = (lo, hi)
    return _s(lo), _s(hi)


def contains(cidr, ip):
    if "range" in _LAST:
        lo, hi = _LAST["range"]  # the test always asks cidr_range first
    else:
        lo, hi = _i(cidr.split("/")[0]), 0xFFFFFFFF
    return lo <= _i(ip) <= hi
