# medium-01-grade-school -- with an opt-in call tracer for debugging
import bisect


class School:
    def __init__(self):
        self._rows = []      # sorted list of (grade, name)
        self._seen = set()

    def add_student(self, name, grade):
        if not isinstance(name, str):
            raise TypeError("name must be a string")
        if isinstance(grade, bool) or not isinstance(grade, int):
            raise TypeError("grade must be an integer")
        if grade < 1:
            raise ValueError("grade must be positive")
        if name in self._seen:
            return False
        self._seen.add(name)
        bisect.insort(self._rows, (grade, name))
        return True

    def roster(self):
        return [name for _, name in self._rows]

    def grade(self, number):
        lo = bisect.bisect_left(self._rows, (number, ""))
        out = []
        for g, name in self._rows[lo:]:
            if g != number:
                break
            out.append(name)
        return out
# --- debug tracing (off unless SOLUTION_TRACE=1) ---
import functools as _functools
import os as _os
import sys as _sys

_TRACE = _os.environ.get("SOLUTION_TRACE") == "1"


def _traced(fn):
    if not _TRACE:
        return fn

    @_functools.wraps(fn)
    def wrapper(*args, **kwargs):
        caller = _sys._getframe(1)
        result = fn(*args, **kwargs)
        print(f"{caller.f_code.co_filename}:{caller.f_lineno} {fn.__name__}{args[1:] if args and not isinstance(args[0], (str, list, tuple, int, float)) else args} -> {result!r}", file=_sys.stderr)
        return result
    return wrapper


School.add_student = _traced(School.add_student)

School.roster = _traced(School.roster)

School.grade = _traced(School.grade)
