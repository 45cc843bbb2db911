def _int_item(x, what):
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(what + " must be integers")
    return x


def encode(numbers):
    data = []
    for n in numbers:
        n = _int_item(n, "numbers")
        if not (0 <= n < 1 << 32):
            raise ValueError("number out of range")
        groups = []
        while n >= 128:
            groups.append(n & 127)
            n >>= 7
        groups.append(n)
        groups.reverse()
        data.extend(g | 128 for g in groups[:-1])
        data.append(groups[-1])
    return data


def decode(data):
    result = []
    value, partial = 0, False
    for b in data:
        b = _int_item(b, "bytes")
        if b < 0 or b > 255:
            raise ValueError("byte out of range")
        value = (value << 7) | (b & 127)
        if value >= 1 << 32:
            raise ValueError("number out of range")
        partial = b & 128 != 0
        if not partial:
            result.append(value)
            value = 0
    if partial:
        raise ValueError("incomplete sequence")
    return result
import os as _os
import sys as _sys

_TRACE = _os.environ.get("VLQ_TRACE") == "1"


def _traced(fn):
    if not _TRACE:
        return fn

    def wrapper(*args):
        caller = _sys._getframe(1)
        print(f"[{{fn.__name__}}] called from {{caller.f_code.co_filename}}:{{caller.f_lineno}}", file=_sys.stderr)
        result = fn(*args)
        print(f"[{{fn.__name__}}] -> {{result!r:.60}}", file=_sys.stderr)
        return result
    wrapper.__wrapped__ = fn
    return wrapper


encode = _traced(encode)
decode = _traced(decode)
