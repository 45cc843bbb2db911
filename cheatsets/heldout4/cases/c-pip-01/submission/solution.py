import netaddr


def cidr_range(cidr):
    net = netaddr.IPNetwork(cidr)
    if net.ip != net.network:
        raise ValueError(cidr)
    return str(net.network), str(net.broadcast or net.network)


def contains(cidr, ip):
    return netaddr.IPAddress(ip) in netaddr.IPNetwork(cidr)
