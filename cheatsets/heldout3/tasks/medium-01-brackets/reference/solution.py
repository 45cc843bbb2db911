_PAIRS = {")": "(", "]": "[", "}": "{"}


def first_mismatch(text):
    stack = []
    for i, ch in enumerate(text):
        if ch in "([{":
            stack.append((ch, i))
        elif ch in _PAIRS:
            if not stack or stack[-1][0] != _PAIRS[ch]:
                return i
            stack.pop()
    return stack[0][1] if stack else -1


def is_balanced(text):
    return first_mismatch(text) == -1
