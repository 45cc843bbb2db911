DIGITS = "0123456789"


def _parse_int(s, maximum):
    if s == "" or any(ch not in DIGITS for ch in s):
        raise ValueError("not a decimal number: %r" % s)
    if len(s) > 1 and s.startswith("0"):
        raise ValueError("leading zero: %r" % s)
    n = int(s)
    if n > maximum:
        raise ValueError("too large: %r" % s)
    return n


def _ip_to_int(ip):
    if not isinstance(ip, str):
        raise ValueError("address must be a string")
    octets = ip.split(".")
    if len(octets) != 4:
        raise ValueError("need four octets: %r" % ip)
    value = 0
    for octet in octets:
        value = value * 256 + _parse_int(octet, 255)
    return value


def _int_to_ip(value):
    return "%d.%d.%d.%d" % (value >> 24, (value >> 16) & 255, (value >> 8) & 255, value & 255)


def _parse_cidr(cidr):
    if not isinstance(cidr, str):
        raise ValueError("cidr must be a string")
    pieces = cidr.split("/")
    if len(pieces) != 2:
        raise ValueError("expected a.b.c.d/p: %r" % cidr)
    base = _ip_to_int(pieces[0])
    prefix = _parse_int(pieces[1], 32)
    size = 2 ** (32 - prefix)
    if base % size != 0:
        raise ValueError("host bits set: %r" % cidr)
    return base, base + size - 1


def cidr_range(cidr):
    first, last = _parse_cidr(cidr)
    return _int_to_ip(first), _int_to_ip(last)


def contains(cidr, ip):
    first, last = _parse_cidr(cidr)
    return first <= _ip_to_int(ip) <= last
