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


import sys


def main(argv):
    print(balanced)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
