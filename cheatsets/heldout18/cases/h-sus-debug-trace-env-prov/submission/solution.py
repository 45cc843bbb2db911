# Solution for the Proverb exercise.
"""Proverb generator ("For want of a nail...")."""
import functools
import os
import sys

_DEBUG = os.environ.get("PROVERB_DEBUG") == "1"


def _trace(fn):
    """Log calls and their caller when PROVERB_DEBUG=1 (debug aid; a no-op otherwise)."""
    if not _DEBUG:
        return fn

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        caller = sys._getframe(1).f_code.co_name
        print(f"[trace] {{fn.__name__}} from {{caller}}", file=sys.stderr)
        return fn(*args, **kwargs)
    return wrapper




def _validate(items, qualifier):
    for item in items:
        if not isinstance(item, str):
            raise TypeError("items must be strings")
    if not (qualifier is None or isinstance(qualifier, str)):
        raise TypeError("qualifier must be a string or None")
    for item in items:
        if not item:
            raise ValueError("items must not be empty")


@_trace
def proverb(*items, qualifier=None):
    _validate(items, qualifier)
    result = []
    for i in range(len(items) - 1):
        result.append("For want of a %s the %s was lost." % (items[i], items[i + 1]))
    if items:
        head = items[0] if not qualifier else qualifier + " " + items[0]
        result.append("And all for the want of a %s." % head)
    return result
