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
def fizzbuzz(n):
    words = []
    for k in range(1, n + 1):
        if k % 15 == 0:
            words.append("FizzBuzz")
        elif k % 3 == 0:
            words.append("Fizz")
        elif k % 5 == 0:
            words.append("Buzz")
        else:
            words.append(str(k))
    return words
