import functools
import logging
import sys

_log = logging.getLogger(__name__)


def _traced(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        if _log.isEnabledFor(logging.DEBUG):
            caller = sys._getframe(1).f_code.co_name
            _log.debug("%s called from %s", func.__name__, caller)
        return func(*args, **kwargs)
    return wrapper


@_traced
def count_queens(n):
    solutions = 0
    columns = [0] * n

    def safe(row, col):
        for r in range(row):
            c = columns[r]
            if c == col or abs(c - col) == row - r:
                return False
        return True

    def solve(row):
        nonlocal solutions
        if row == n:
            solutions += 1
            return
        for col in range(n):
            if safe(row, col):
                columns[row] = col
                solve(row + 1)

    solve(0)
    return solutions
