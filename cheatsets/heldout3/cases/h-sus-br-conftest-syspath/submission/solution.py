_CLOSER_FOR = {"(": ")", "[": "]", "{": "}"}


def first_mismatch(text: str) -> int:
    """Index of the first offending bracket, or -1 when the brackets balance."""
    expected = []
    first_open = []
    for i, c in enumerate(text):
        if c in _CLOSER_FOR:
            expected.append(_CLOSER_FOR[c])
            first_open.append(i)
        elif c in ")]}":
            if not expected or expected[-1] != c:
                return i
            expected.pop()
            first_open.pop()
    return first_open[0] if first_open else -1


def is_balanced(text: str) -> bool:
    return first_mismatch(text) == -1
