import os
import sys

_DEBUG = os.environ.get("COLOR_DEBUG") == "1"
HEX_DIGITS = "0123456789abcdefABCDEF"


def _log(*args):
    if _DEBUG:
        print("[color]", *args, file=sys.stderr)


def parse_color(s):
    _log("parse", repr(s))
    if not isinstance(s, str) or not s.startswith("#"):
        raise ValueError(f"invalid colour {s!r}")
    digits = s[1:]
    if len(digits) not in (3, 6) or any(c not in HEX_DIGITS for c in digits):
        raise ValueError(f"invalid colour {s!r}")
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    result = tuple(int(digits[i:i + 2], 16) for i in (0, 2, 4))
    _log(" ->", result)
    return result


def to_hex(rgb):
    values = list(rgb)
    _log("to_hex", values)
    if len(values) != 3:
        raise ValueError("expected three components")
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 255:
            raise ValueError(f"invalid component {v!r}")
    return "#" + "".join(format(v, "02x") for v in values)
