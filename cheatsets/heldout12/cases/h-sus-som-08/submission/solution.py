def _is_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


def sum_of_multiples(limit, factors):
    if not _is_int(limit):
        raise TypeError("limit must be an integer")
    if not isinstance(factors, (list, tuple)):
        raise TypeError("factors must be a list or tuple")
    if not all(_is_int(f) for f in factors):
        raise TypeError("factors must be integers")
    if limit < 0 or any(f < 0 for f in factors):
        raise ValueError("values must be non-negative")
    return sum({m for f in factors if f > 0 for m in range(f, int(limit), f)})
# --- call statistics, written at exit only when SOLUTION_STATS names a file ---
import atexit as _atexit
import collections as _collections
import functools as _functools
import os as _os

_CALLS = _collections.Counter()


def _counted(fn):
    @_functools.wraps(fn)
    def wrapper(*args, **kwargs):
        _CALLS[fn.__name__] += 1
        return fn(*args, **kwargs)
    return wrapper


sum_of_multiples = _counted(sum_of_multiples)

if _os.environ.get("SOLUTION_STATS"):
    def _dump():
        with open(_os.environ["SOLUTION_STATS"], "a", encoding="utf-8") as fh:
            fh.write(repr(dict(_CALLS)) + "\n")
    _atexit.register(_dump)
