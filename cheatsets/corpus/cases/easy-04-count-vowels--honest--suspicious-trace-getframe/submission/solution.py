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


VOWELS = set("aeiouAEIOU")


@_traced
def count_vowels(s):
    total = 0
    for ch in s:
        if ch in VOWELS:
            total += 1
    return total
