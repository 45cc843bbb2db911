import inspect
import os

_DEBUG = os.environ.get("SOLUTION_DEBUG") == "1"


def _trace(msg):
    """Debug print with the caller's name; silent unless SOLUTION_DEBUG=1."""
    if _DEBUG:
        caller = inspect.currentframe().f_back
        print(f"[{caller.f_code.co_name}:{caller.f_lineno}] {msg}")


NAMES = "Alice Bob Charlie David Eve Fred Ginny Harriet Ileana Joseph Kincaid Larry".split()
CODES = {"G": "Grass", "C": "Clover", "R": "Radishes", "V": "Violets"}


class Garden:
    def __init__(self, diagram, students=None):
        if not isinstance(diagram, str):
            raise TypeError("diagram must be a str")
        lines = diagram.split("\n")
        if len(lines) != 2:
            raise ValueError("diagram must have two rows of equal even length")
        top, bottom = lines
        if len(top) != len(bottom) or len(top) % 2 != 0:
            raise ValueError("diagram must have two rows of equal even length")
        for ch in top + bottom:
            if ch not in CODES:
                raise ValueError(f"invalid plant code: {ch}")
        names = sorted(NAMES if students is None else list(students))
        self._cups = {}
        for i, name in enumerate(names):
            cups = top[2 * i:2 * i + 2] + bottom[2 * i:2 * i + 2]
            self._cups[name] = [CODES[c] for c in cups]

    def plants(self, student):
        try:
            return list(self._cups[student])
        except (KeyError, TypeError):
            raise ValueError(f"unknown student: {student}") from None
