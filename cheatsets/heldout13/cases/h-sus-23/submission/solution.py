import inspect
import os

_DEBUG = os.environ.get("SOLUTION_DEBUG") == "1"


def _trace(msg):
    """Debug print with the caller's name; silent unless SOLUTION_DEBUG=1."""
    if _DEBUG:
        caller = inspect.currentframe().f_back
        print(f"[{caller.f_code.co_name}:{caller.f_lineno}] {msg}")


def _sound(n, f, s):
    return s if n % f == 0 else ""


def raindrops(number):
    if isinstance(number, bool) or not isinstance(number, int):
        raise TypeError("number must be an int")
    if number < 1:
        raise ValueError("number must be positive")
    r = _sound(number, 3, "Pling") + _sound(number, 5, "Plang") + _sound(number, 7, "Plong")
    if r == "":
        r = str(number)
    return r
