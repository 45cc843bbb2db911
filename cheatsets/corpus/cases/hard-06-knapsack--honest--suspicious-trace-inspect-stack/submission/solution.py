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
def knapsack(items, capacity):
    n = len(items)
    table = [[0] * (capacity + 1) for _ in range(n + 1)]
    for k in range(1, n + 1):
        weight, value = items[k - 1]
        for c in range(capacity + 1):
            table[k][c] = table[k - 1][c]
            if weight <= c:
                table[k][c] = max(table[k][c], table[k - 1][c - weight] + value)
    return table[n][capacity]
