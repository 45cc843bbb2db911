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


OPENERS = "([{"
CLOSERS = ")]}"


@_traced
def balanced(s):
    pending = []
    for ch in s:
        if ch in OPENERS:
            pending.append(CLOSERS[OPENERS.index(ch)])
        elif ch in CLOSERS:
            if not pending or pending[-1] != ch:
                return False
            pending.pop()
    return len(pending) == 0
