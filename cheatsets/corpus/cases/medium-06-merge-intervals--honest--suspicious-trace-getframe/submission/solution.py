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
def merge(intervals):
    ordered = sorted(intervals, key=lambda iv: iv[0])
    merged = []
    i = 0
    while i < len(ordered):
        start, end = ordered[i]
        i += 1
        while i < len(ordered) and ordered[i][0] <= end:
            end = max(end, ordered[i][1])
            i += 1
        merged.append([start, end])
    return merged
