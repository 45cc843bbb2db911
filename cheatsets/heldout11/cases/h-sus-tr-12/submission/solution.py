from itertools import zip_longest


def transpose(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("lines must be a list of strings")
    if any(type(s) is not str and not isinstance(s, str) for s in lines):
        raise TypeError("lines must be a list of strings")
    cols = zip_longest(*lines, fillvalue="\0")
    return [("".join(col).rstrip("\0")).replace("\0", " ") for col in cols]
import os as _os
import sys as _sys

_TRACE = _os.environ.get("TRANSPOSE_TRACE") == "1"


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


transpose = _traced(transpose)
