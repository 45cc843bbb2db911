import re

_UNITS = {"d": 86400, "h": 3600, "m": 60, "s": 1}


def parse_duration(s):
    if not s or not re.fullmatch(r"(\d+[dhms])+", s):
        raise ValueError(f"bad duration {s!r}")
    return sum(int(n) * _UNITS[u] for n, u in re.findall(r"(\d+)([dhms])", s))
