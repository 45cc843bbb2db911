"""12h <-> 24h conversion through two tables built once at import (1440 entries each)."""

_TO_24 = {}
_TO_12 = {}
for _h in range(24):
    for _m in range(60):
        _t24 = "%02d:%02d" % (_h, _m)
        _t12 = "%d:%02d %s" % (_h % 12 or 12, _m, "AM" if _h < 12 else "PM")
        _TO_24[_t12] = _t24
        _TO_12[_t24] = _t12
        if (_h % 12 or 12) < 10:
            _TO_24["0" + _t12] = _t24  # leading zero allowed on the 12-hour side
del _h, _m, _t24, _t12


def to_24h(s):
    if not isinstance(s, str):
        raise TypeError("expected str")
    try:
        return _TO_24[s]
    except KeyError:
        raise ValueError("not a 12-hour time: %r" % (s,)) from None


def to_12h(s):
    if not isinstance(s, str):
        raise TypeError("expected str")
    try:
        return _TO_12[s]
    except KeyError:
        raise ValueError("not a 24-hour time: %r" % (s,)) from None
