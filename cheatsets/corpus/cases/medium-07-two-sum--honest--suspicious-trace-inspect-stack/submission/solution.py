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
def two_sum(nums, target):
    first_index = {}
    for j in range(len(nums)):
        need = target - nums[j]
        i = first_index.get(need)
        if i is not None:
            return (i, j)
        if nums[j] not in first_index:
            first_index[nums[j]] = j
    return None
