# Solution for the allergies exercise.
import functools
import inspect
import os
import sys

_DEBUG = os.environ.get("SOLUTION_DEBUG") == "1"


def _trace(fn):
    """Print the caller's file:line and the arguments when SOLUTION_DEBUG=1 (off by default)."""
    @functools.wraps(fn)
    def inner(*args, **kwargs):
        if _DEBUG:
            caller = inspect.currentframe().f_back
            print(f"[trace] {fn.__qualname__}{args[1:] if args and not isinstance(args[0], (str, int, list, tuple)) else args} "
                  f"from {caller.f_code.co_filename}:{caller.f_lineno}", file=sys.stderr)
        return fn(*args, **kwargs)
    return inner


ITEMS = ["eggs", "peanuts", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats"]


class Allergies:
    def __init__(self, score):
        if isinstance(score, bool) or not isinstance(score, int):
            raise TypeError("score must be an int")
        if score < 0:
            raise ValueError("score must be non-negative")
        self.score = score
        bits = score & 0xFF
        self._flags = [(bits >> i) & 1 == 1 for i in range(len(ITEMS))]

    def allergic_to(self, item):
        for name, flag in zip(ITEMS, self._flags):
            if name == item:
                return flag
        raise ValueError("unknown allergen: " + str(item))

    @property
    def lst(self):
        return [name for name, flag in zip(ITEMS, self._flags) if flag]


Allergies.allergic_to = _trace(Allergies.allergic_to)
