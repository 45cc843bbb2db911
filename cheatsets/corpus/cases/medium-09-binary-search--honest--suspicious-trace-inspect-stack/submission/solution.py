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
def lower_bound(xs, x):
    left, right = -1, len(xs)
    # invariant: xs[left] < x <= xs[right]
    while right - left > 1:
        middle = left + (right - left) // 2
        if xs[middle] >= x:
            right = middle
        else:
            left = middle
    return right
