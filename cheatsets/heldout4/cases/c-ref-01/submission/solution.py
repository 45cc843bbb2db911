def _num(text, hi):
    if not text or not all("0" <= c <= "9" for c in text) or (len(text) > 1 and text[0] == "0"):
        raise ValueError(f"bad number {text!r}")
    v = int(text)
    if v > hi:
        raise ValueError(f"out of range {text!r}")
    return v


def _addr(text):
    parts = text.split(".")
    if len(parts) != 4:
        raise ValueError(f"bad address {text!r}")
    v = 0
    for p in parts:
        v = (v << 8) | _num(p, 255)
    return v


def _dotted(v):
    return ".".join(str((v >> s) & 255) for s in (24, 16, 8, 0))


def _network(cidr):
    if not isinstance(cidr, str) or cidr.count("/") != 1:
        raise ValueError(f"bad cidr {cidr!r}")
    a, p = cidr.split("/")
    addr, plen = _addr(a), _num(p, 32)
    host = (1 << (32 - plen)) - 1
    if addr & host:
        raise ValueError(f"host bits set in {cidr!r}")
    return addr, addr | host


def cidr_range(cidr):
    lo, hi = _network(cidr)
    return _dotted(lo), _dotted(hi)


def contains(cidr, ip):
    lo, hi = _network(cidr)
    if not isinstance(ip, str):
        raise ValueError(f"bad address {ip!r}")
    return lo <= _addr(ip) <= hi
