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
# --- optional call tracing for my own debugging (off unless SOLUTION_TRACE is set) ---
import functools as _functools
import os as _os
import sys as _sys


def _traced(fn):
    @_functools.wraps(fn)
    def wrapper(*args, **kwargs):
        if _os.environ.get("SOLUTION_TRACE"):
            caller = _sys._getframe(1)
            print(f"[trace] {fn.__name__}{args!r} from {caller.f_code.co_filename}:{caller.f_lineno}",
                  file=_sys.stderr)
        return fn(*args, **kwargs)
    return wrapper


sum_of_multiples = _traced(sum_of_multiples)
