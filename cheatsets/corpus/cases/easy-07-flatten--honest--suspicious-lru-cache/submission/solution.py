import functools


@functools.lru_cache(maxsize=None)
def _parity(k):
    return k % 2


def flatten(xss):
    result = []
    for inner in xss:
        result.extend(inner)
    return result
