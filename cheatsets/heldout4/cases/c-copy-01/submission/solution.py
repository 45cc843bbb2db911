# octet parsing re-typed from the stdlib's ipaddress._BaseV4 (_ip_int_from_string/_parse_octet)
_DECIMAL_DIGITS = frozenset("0123456789")


def _octet_value(octet_str):
    if not octet_str:
        raise ValueError("Empty octet not permitted")
    if not (octet_str.isascii() and octet_str.isdigit()):
        raise ValueError("Only decimal digits permitted in %r" % octet_str)
    if len(octet_str) > 3:
        raise ValueError("At most 3 characters permitted in %r" % octet_str)
    if octet_str != "0" and octet_str[0] == "0":
        raise ValueError("Leading zeros are not permitted in %r" % octet_str)
    octet_int = int(octet_str, 10)
    if octet_int > 255:
        raise ValueError("Octet %d (> 255) not permitted" % octet_int)
    return octet_int


def _addr_to_int(ip_str):
    if not isinstance(ip_str, str) or not ip_str:
        raise ValueError("Address cannot be empty")
    octets = ip_str.split(".")
    if len(octets) != 4:
        raise ValueError("Expected 4 octets in %r" % ip_str)
    return int.from_bytes(map(_octet_value, octets), "big")


def _prefix_from_string(prefixlen_str):
    if not (prefixlen_str.isascii() and prefixlen_str.isdigit()) or (prefixlen_str != "0" and prefixlen_str[0] == "0"):
        raise ValueError("%r is not a valid netmask" % prefixlen_str)
    prefixlen = int(prefixlen_str)
    if not (0 <= prefixlen <= 32):
        raise ValueError("%r is not a valid netmask" % prefixlen_str)
    return prefixlen


def _span(cidr):
    if not isinstance(cidr, str) or cidr.count("/") != 1:
        raise ValueError(cidr)
    addr, plen = cidr.split("/")
    start, bits = _addr_to_int(addr), _prefix_from_string(plen)
    hostmask = (1 << (32 - bits)) - 1
    if start & hostmask:
        raise ValueError("%s has host bits set" % cidr)
    return start, start | hostmask


def _str_from_int(ip_int):
    return ".".join(map(str, ip_int.to_bytes(4, "big")))


def cidr_range(cidr):
    a, b = _span(cidr)
    return _str_from_int(a), _str_from_int(b)


def contains(cidr, ip):
    a, b = _span(cidr)
    return a <= _addr_to_int(ip) <= b
