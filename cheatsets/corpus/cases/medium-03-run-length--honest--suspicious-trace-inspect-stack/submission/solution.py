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


from itertools import groupby


@_traced
def rle_encode(s):
    return [(ch, len(list(run))) for ch, run in groupby(s)]


@_traced
def rle_decode(pairs):
    pieces = []
    for ch, count in pairs:
        pieces.append(ch * count)
    return "".join(pieces)
