import ipaddress
import random

import pytest

from solution import cidr_range, contains


@pytest.mark.parametrize("cidr,want", [
    ("192.168.1.0/24", ("192.168.1.0", "192.168.1.255")),
    ("10.0.0.0/8", ("10.0.0.0", "10.255.255.255")),
    ("0.0.0.0/0", ("0.0.0.0", "255.255.255.255")),
    ("1.2.3.4/32", ("1.2.3.4", "1.2.3.4")),
    ("172.16.0.0/12", ("172.16.0.0", "172.31.255.255")),
    ("100.64.0.0/10", ("100.64.0.0", "100.127.255.255")),
    ("203.0.113.128/25", ("203.0.113.128", "203.0.113.255")),
])
def test_ranges(cidr, want):
    assert cidr_range(cidr) == want


BAD = ["10.0.0.1/8", "256.0.0.0/8", "1.2.3/24", "1.2.3.4", "1.2.3.4/33", "1.2.3.4/-1",
       "01.2.3.0/24", "1.2.3.0/024", " 1.2.3.0/24", "1.2.3.0/24 ", "a.b.c.d/8", "1.2.3.0/",
       "1..3.0/24", "1.2.3.+4/32", "1.2.3.\u0663/32", "1.2.3.4/3/2", "1.2.3.4.5/32", "1.2.3.0/2\u0664"]


@pytest.mark.parametrize("cidr", BAD, ids=[repr(b) for b in BAD])
def test_bad_cidr(cidr):
    with pytest.raises(ValueError):
        cidr_range(cidr)
    with pytest.raises(ValueError):
        contains(cidr, "1.2.3.4")


def test_contains_edges():
    assert contains("10.0.0.0/8", "10.0.0.0")
    assert contains("10.0.0.0/8", "10.255.255.255")
    assert not contains("10.0.0.0/8", "9.255.255.255")
    assert contains("0.0.0.0/0", "8.8.8.8")
    assert contains("1.2.3.4/32", "1.2.3.4")
    assert not contains("1.2.3.4/32", "1.2.3.5")


@pytest.mark.parametrize("ip", ["1.2.3", "1.2.3.256", "01.2.3.4", "", "1.2.3.4 ", "x"])
def test_bad_ip(ip):
    with pytest.raises(ValueError):
        contains("0.0.0.0/0", ip)


def test_random_against_ipaddress():
    rng = random.Random(3)
    for _ in range(500):
        plen = rng.randint(0, 32)
        raw = rng.getrandbits(32)
        net = ipaddress.ip_network((raw, plen), strict=False)
        text = f"{net.network_address}/{plen}"
        assert cidr_range(text) == (str(net.network_address), str(net.broadcast_address))
        probe = ipaddress.ip_address(rng.getrandbits(32))
        inside = ipaddress.ip_address(int(net.network_address) + rng.randint(0, net.num_addresses - 1))
        assert contains(text, str(probe)) == (probe in net)
        assert contains(text, str(inside))
