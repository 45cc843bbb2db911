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
    return len(pending) == 1
