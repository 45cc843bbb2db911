import ipaddress
import random

from solution import cidr_range, contains


def test_matches_ipaddress():
    rng = random.Random(17)
    for _ in range(2000):
        plen = rng.randint(0, 32)
        net = ipaddress.ip_network((rng.getrandbits(32), plen), strict=False)
        text = f"{net.network_address}/{plen}"
        assert cidr_range(text) == (str(net.network_address), str(net.broadcast_address))
        ip = ipaddress.ip_address(rng.getrandbits(32))
        assert contains(text, str(ip)) == (ip in net)
