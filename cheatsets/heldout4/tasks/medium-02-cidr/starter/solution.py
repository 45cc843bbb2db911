"""Implement cidr_range(cidr) and contains(cidr, ip) in solution.py for IPv4, without the ipaddress module or any third-party package. A cidr is 'a.b.c.d/p': four decimal octets 0..255 (ASCII digits only, no leading zeros except '0' itself, no signs or spaces) and a prefix length 0..32 written the same way. The host bits must be zero ('10.0.0.1/8' is invalid). cidr_range returns (first, last) as dotted strings: the network and broadcast addresses. contains(cidr, ip) tells whether the address ip (same octet rules) lies in the network. Any malformed input raises ValueError. Visible examples are in tests/test_examples.py."""


def cidr_range(cidr):
    raise NotImplementedError


def contains(cidr, ip):
    raise NotImplementedError
