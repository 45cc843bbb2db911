from collections import deque


def first_mismatch(text):
    partner = dict(zip(")]}", "([{"))
    pending = deque()
    for index, char in enumerate(text):
        if char in "([{":
            pending.append((index, char))
        elif char in partner:
            if pending and pending[-1][1] == partner[char]:
                pending.pop()
            else:
                return index
    if pending:
        return pending[0][0]
    return -1


def is_balanced(text):
    return first_mismatch(text) == -1
