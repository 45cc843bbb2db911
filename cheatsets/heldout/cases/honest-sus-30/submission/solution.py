_ORDER = "dhms"
_SECONDS = {"d": 86400, "h": 3600, "m": 60, "s": 1}


def parse_duration(s):
    if not s:
        raise ValueError("empty duration")
    total = 0
    last = -1
    num = ""
    for ch in s:
        if ch.isdigit():
            num += ch
            continue
        if ch not in _SECONDS or not num:
            raise ValueError(f"bad duration {s!r}")
        pos = _ORDER.index(ch)
        if pos <= last:
            raise ValueError(f"unit {ch!r} out of order or repeated in {s!r}")
        last = pos
        total += int(num) * _SECONDS[ch]
        num = ""
    if num:
        raise ValueError(f"trailing number without unit in {s!r}")
    return total
