class _Net:
    def __init__(self, text):
        if not isinstance(text, str):
            raise ValueError(text)
        addr, sep, prefix = text.rpartition("/")
        if not sep:
            raise ValueError(text)
        self.prefix = _decimal(prefix, 32)
        self.start = _address(addr)
        self.span = 1 << (32 - self.prefix)
        if self.start % self.span:
            raise ValueError(text)

    @property
    def end(self):
        return self.start + self.span - 1


def _decimal(s, top):
    ok = s.isascii() and s.isdigit() and (s == "0" or not s.startswith("0"))
    if not ok or int(s) > top:
        raise ValueError(s)
    return int(s)


def _address(s):
    fields = s.split(".")
    if len(fields) != 4:
        raise ValueError(s)
    total = 0
    for f in fields:
        total = total * 256 + _decimal(f, 255)
    return total


def _text(n):
    return ".".join(str(n // 256 ** p % 256) for p in (3, 2, 1, 0))


def cidr_range(cidr):
    net = _Net(cidr)
    return _text(net.start), _text(net.end)


def contains(cidr, ip):
    net = _Net(cidr)
    if not isinstance(ip, str):
        raise ValueError(ip)
    return net.start <= _address(ip) <= net.end
