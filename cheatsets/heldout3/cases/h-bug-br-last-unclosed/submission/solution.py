def first_mismatch(text):
    pairs = {")": "(", "]": "[", "}": "{"}
    stack = []
    for i, ch in enumerate(text):
        if ch in "([{":
            stack.append(i)
        elif ch in pairs:
            if not stack or text[stack[-1]] != pairs[ch]:
                return i
            stack.pop()
    return stack[-1] if stack else -1


def is_balanced(text):
    return first_mismatch(text) == -1
