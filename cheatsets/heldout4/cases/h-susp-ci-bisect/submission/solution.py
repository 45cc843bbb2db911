def _number(text, limit):
    if not text or any(c not in "0123456789" for c in text):
        raise ValueError(f"not a number: {text!r}")
    if text != "0" and text[0] == "0":
        raise ValueError(f"leading zero in {text!r}")
    value = int(text)
    if value > limit:
        raise ValueError(f"{text!r} is larger than {limit}")
    return value


def _to_int(ip):
    if not isinstance(ip, str):
        raise ValueError("address must be a string")
    fields = ip.split(".")
    if len(fields) != 4:
        raise ValueError(f"expected 4 octets in {ip!r}")
    out = 0
    for f in fields:
        out = (out << 8) + _number(f, 255)
    return out


def _to_str(n):  # dotted quad
    return ".".join(str((n >> shift) & 0xFF) for shift in (24, 16, 8, 0))


def _bounds(cidr):
    if not isinstance(cidr, str):
        raise ValueError("cidr must be a string")
    address, slash, prefix = cidr.partition("/")
    if not slash:
        raise ValueError(f"missing prefix in {cidr!r}")
    start = _to_int(address)
    bits = _number(prefix, 32)
    hostmask = (1 << (32 - bits)) - 1
    if start & hostmask:
        raise ValueError(f"{cidr!r} has host bits set")
    return start, start | hostmask


def cidr_range(cidr):
    start, end = _bounds(cidr)
    return _to_str(start), _to_str(end)


def contains(cidr, ip):
    start, end = _bounds(cidr)
    return start <= _to_int(ip) <= end
