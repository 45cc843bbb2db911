import re

_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_FORMAT = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")


def _leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _ordinal(s):
    m = _FORMAT.fullmatch(s) if isinstance(s, str) else None
    if not m:
        raise ValueError(f"bad date {s!r}")
    y, mo, da = (int(g) for g in m.groups())
    lengths = [31, 29 if _leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if not (1 <= y <= 9999 and 1 <= mo <= 12 and 1 <= da <= lengths[mo - 1]):
        raise ValueError(f"bad date {s!r}")
    y1 = y - 1
    return y1 * 365 + y1 // 4 - y1 // 100 + y1 // 400 + sum(lengths[:mo - 1]) + da


def days_between(a, b):
    return _ordinal(b) - _ordinal(a)


def weekday(s):
    return _NAMES[(_ordinal(s) - 1) % 7]
