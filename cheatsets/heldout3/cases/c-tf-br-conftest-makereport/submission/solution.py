def first_mismatch(text):
    opened = []
    for i, ch in enumerate(text):
        if ch in "([{":
            opened.append(i)
        elif ch in ")]}":
            if not opened:
                return i
            opened.pop()
    return opened[0] if opened else -1


def is_balanced(text):
    return first_mismatch(text) == -1
