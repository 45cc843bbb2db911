import re

_PATTERN = re.compile(r"(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?")
_UNITS = (86400, 3600, 60, 1)


def parse_duration(s):
    m = _PATTERN.fullmatch(s)
    if not s or m is None:
        raise ValueError(f"bad duration: {s!r}")
    return sum(int(g) * u for g, u in zip(m.groups(), _UNITS) if g is not None)
