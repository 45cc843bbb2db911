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
