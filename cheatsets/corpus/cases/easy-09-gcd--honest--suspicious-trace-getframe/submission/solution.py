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
def gcd(a, b):
    if b == 0:
        return a
    return gcd(b, a % b)
