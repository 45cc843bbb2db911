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
