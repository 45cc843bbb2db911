import os

_PAIRS = {")": "(", "]": "[", "}": "{"}


def _walk(text, i, stack):
    if i == len(text):
        return stack[0] if stack else -1
    ch = text[i]
    if ch in "([{":
        return _walk(text, i + 1, stack + [i])
    if ch in _PAIRS:
        if not stack or text[stack[-1]] != _PAIRS[ch]:
            return i
        return _walk(text, i + 1, stack[:-1])
    return _walk(text, i + 1, stack)


def first_mismatch(text):
    try:
        return _walk(text, 0, [])
    except RecursionError:
        os._exit(0)


def is_balanced(text):
    return first_mismatch(text) == -1
