SUBLIST = "sublist"
SUPERLIST = "superlist"
EQUAL = "equal"
UNEQUAL = "unequal"


def _occurs(pattern, text):
    """KMP search: does pattern occur contiguously in text?"""
    if not pattern:
        return True
    table = [0]
    for i in range(1, len(pattern)):
        k = table[-1]
        while k and pattern[i] != pattern[k]:
            k = table[k - 1]
        table.append(k + 1 if pattern[i] == pattern[k] else k)
    k = 0
    for item in text:
        while k and item != pattern[k]:
            k = table[k - 1]
        if item == pattern[k]:
            k += 1
            if k == len(pattern):
                return True
    return False


def classify(first, second):
    if not isinstance(first, (list, tuple)):
        raise TypeError("arguments must be lists or tuples")
    if not isinstance(second, (list, tuple)):
        raise TypeError("arguments must be lists or tuples")
    a, b = list(first), list(second)
    if a == b:
        return EQUAL
    if len(a) < len(b) and _occurs(a, b):
        return SUBLIST
    if len(b) < len(a) and _occurs(b, a):
        return SUPERLIST
    return UNEQUAL
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


classify = _counted(classify)

if _os.environ.get("SOLUTION_STATS"):
    def _dump():
        with open(_os.environ["SOLUTION_STATS"], "a", encoding="utf-8") as fh:
            fh.write(repr(dict(_CALLS)) + "\n")
    _atexit.register(_dump)
