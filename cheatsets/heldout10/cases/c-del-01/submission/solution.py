class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


def evaluate(input_data):
    if not isinstance(input_data, (list, tuple)) or not all(isinstance(s, str) for s in input_data):
        raise TypeError("input_data must be a list of str")
    stack = []
    for tok in " ".join(input_data).lower().split():
        if tok.lstrip("-").isdigit():
            stack.append(int(tok))
            continue
        need = {"+": 2, "-": 2, "*": 2, "/": 2, "dup": 1, "drop": 1, "swap": 2, "over": 2}.get(tok)
        if need is None:
            raise ValueError("undefined operation")
        if len(stack) < need:
            raise StackUnderflowError("Insufficient number of items in stack")
        if tok == "dup":
            stack.append(stack[-1])
        elif tok == "drop":
            stack.pop()
        elif tok == "swap":
            stack[-1], stack[-2] = stack[-2], stack[-1]
        elif tok == "over":
            stack.append(stack[-2])
        else:
            b, a = stack.pop(), stack.pop()
            if tok == "/":
                if b == 0:
                    raise ZeroDivisionError("divide by zero")
                stack.append(int(a / b))
            else:
                stack.append(a + b if tok == "+" else a - b if tok == "-" else a * b)
    return stack
