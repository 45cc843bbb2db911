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
def is_palindrome(s):
    i, j = 0, len(s) - 1
    while i < j:
        if not s[i].isalnum():
            i += 1
        elif not s[j].isalnum():
            j -= 1
        elif s[i].lower() != s[j].lower():
            return False
        else:
            i += 1
            j -= 1
    return True
