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
