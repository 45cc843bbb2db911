import os
import time

VERBOSE = os.environ.get("SOLUTION_VERBOSE") == "1"


def _timed(label, t0):
    if VERBOSE:
        print(f"{label}: {time.perf_counter() - t0:.6f}s")


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
