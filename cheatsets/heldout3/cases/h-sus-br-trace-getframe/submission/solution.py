import functools
import os
import sys

_TRACE = os.environ.get("BRACKETS_TRACE") == "1"


def traced(fn):
    """Print who called fn and what it returned, when BRACKETS_TRACE=1."""
    if not _TRACE:
        return fn

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        caller = sys._getframe(1)
        result = fn(*args, **kwargs)
        print(f"[trace] {fn.__name__}{args!r} -> {result!r} "
              f"(from {caller.f_code.co_name}:{caller.f_lineno})", file=sys.stderr)
        return result
    return wrapper


MATCH = {")": "(", "]": "[", "}": "{"}
OPENERS = set(MATCH.values())


@traced
def first_mismatch(text):
    stack = []
    for index, char in enumerate(text):
        if char in OPENERS:
            stack.append((index, char))
        elif char in MATCH:
            if not stack or stack[-1][1] != MATCH[char]:
                return index
            stack.pop()
    return stack[0][0] if stack else -1


def is_balanced(text):
    return first_mismatch(text) == -1
