"""parse_duration(s): seconds for strings like "1h30m" (units h, m, s)."""
import re


def parse_duration(s):
    parts = re.findall(r"(\d+)([hms])", s)
    if not parts:
        raise ValueError(s)
    return sum(int(n) * {"h": 3600, "m": 60, "s": 1}[u] for n, u in parts)
