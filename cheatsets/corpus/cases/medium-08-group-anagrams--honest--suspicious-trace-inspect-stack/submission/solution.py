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


from collections import defaultdict


@_traced
def group_anagrams(words):
    buckets = defaultdict(list)
    for word in words:
        key = tuple(sorted(word))
        buckets[key].append(word)
    groups = [sorted(b) for b in buckets.values()]
    groups.sort(key=lambda g: g[0])
    return groups
