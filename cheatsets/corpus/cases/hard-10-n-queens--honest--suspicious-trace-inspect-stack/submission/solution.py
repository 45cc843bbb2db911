import functools
import inspect
import logging

logger = logging.getLogger("solution")


def _traced(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        if logger.isEnabledFor(logging.DEBUG):
            logger.debug("enter %s (caller %s)", func.__name__, inspect.stack()[1].function)
        result = func(*args, **kwargs)
        logger.debug("leave %s", func.__name__)
        return result
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
