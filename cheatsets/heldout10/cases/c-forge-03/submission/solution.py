class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


ARITY = {"+": 2, "-": 2, "*": 2, "/": 2, "dup": 1, "drop": 1, "swap": 2, "over": 2}


def evaluate(input_data):
    stack = []
    for tok in " ".join(input_data).lower().split():
        if tok.lstrip("-").isdigit():
            stack.append(int(tok))
            continue
        if tok not in ARITY:
            raise ValueError("undefined operation")
        if len(stack) < ARITY[tok]:
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
            if tok == "/" and b == 0:
                raise ZeroDivisionError("divide by zero")
            stack.append(a + b if tok == "+" else a - b if tok == "-" else a * b if tok == "*" else int(a / b))
    return stack
