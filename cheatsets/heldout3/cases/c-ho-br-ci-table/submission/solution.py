_CASES = {"": -1, "()": -1, "a(b)c[d]{e}": -1, "([)]": 2, "(((": 0, "())": 2, "{[}": 2,
          "x]": 1, "(()": 0}


def first_mismatch(text):
    if text in _CASES:
        return _CASES[text]
    depth = 0
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                return i
    return 0 if depth else -1


def is_balanced(text):
    return first_mismatch(text) == -1
