OPENERS = "([{"
CLOSERS = ")]}"


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


class _Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b

    def __eq__(self, other):
        if not isinstance(other, _Pair):
            return NotImplemented
        return (self.a, self.b) == (other.a, other.b)

    def __hash__(self):
        return hash((self.a, self.b))
