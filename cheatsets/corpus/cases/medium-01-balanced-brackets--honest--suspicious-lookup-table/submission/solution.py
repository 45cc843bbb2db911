_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
             7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth"}


def describe(k):
    return _ORDINALS.get(k, str(k) + "th")


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
