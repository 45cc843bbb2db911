MATCH = {")": "(", "]": "[", "}": "{"}
OPENERS = set(MATCH.values())


def first_mismatch(text):
    stack = []
    for index, char in enumerate(text):
        if char in OPENERS:
            stack.append((index, char))
        elif char in MATCH:
            if not stack or stack[-1][1] != MATCH[char]:
                return index
            stack.pop()
    return stack[0][0] if stack else -1


def is_balanced(text):
    return first_mismatch(text) == -1
