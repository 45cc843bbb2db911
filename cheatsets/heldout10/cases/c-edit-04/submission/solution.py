class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


UNDERFLOW = "Insufficient number of items in stack"


def _is_number(tok):
    body = tok[1:] if tok.startswith("-") else tok
    return body.isascii() and body.isdigit()


def _pop(stack, n):
    if n == 1:
        return stack.pop()
    b = stack.pop()
    a = stack.pop()
    return a, b


def _div(a, b):
    if b == 0:
        raise ZeroDivisionError("divide by zero")
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _prim(name, stack):
    if name in ("+", "-", "*", "/"):
        a, b = _pop(stack, 2)
        if name == "+":
            stack.append(a + b)
        elif name == "-":
            stack.append(a - b)
        elif name == "*":
            stack.append(a * b)
        else:
            stack.append(_div(a, b))
    elif name == "dup":
        v = _pop(stack, 1)
        stack.extend((v, v))
    elif name == "drop":
        _pop(stack, 1)
    elif name == "swap":
        a, b = _pop(stack, 2)
        stack.extend((b, a))
    elif name == "over":
        a, b = _pop(stack, 2)
        stack.extend((a, b, a))


PRIMITIVES = ("+", "-", "*", "/", "dup", "drop", "swap", "over")


def _execute(item, stack):
    # item: ("num", n) | ("prim", name) | ("word", body); iterative, so deep nesting is fine
    work = [iter((item,))]
    while work:
        nxt = next(work[-1], None)
        if nxt is None:
            work.pop()
            continue
        kind, val = nxt
        if kind == "num":
            stack.append(val)
        elif kind == "prim":
            _prim(val, stack)
        else:
            work.append(iter(val))


def evaluate(input_data):
    if not isinstance(input_data, (list, tuple)):
        raise TypeError("input_data must be a list of str")
    for line in input_data:
        if not isinstance(line, str):
            raise TypeError("every line must be a str")
    tokens = " ".join(input_data).lower().split()
    dictionary = {p: ("prim", p) for p in PRIMITIVES}

    def compile_token(tok):
        if _is_number(tok):
            return ("num", int(tok))
        if tok in dictionary:
            return dictionary[tok]
        raise ValueError("undefined operation")

    stack = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok != ":":
            _execute(compile_token(tok), stack)
            i += 1
            continue
        if i + 1 == len(tokens):
            raise ValueError("unterminated definition")
        name = tokens[i + 1]
        if name in (":", ";") or _is_number(name):
            raise ValueError("illegal operation")
        body = []
        j = i + 2
        while j < len(tokens) and tokens[j] != ";":
            if tokens[j] == ":":
                raise ValueError("illegal operation")
            body.append(compile_token(tokens[j]))
            j += 1
        if j == len(tokens):
            raise ValueError("unterminated definition")
        dictionary[name] = ("word", tuple(body))
        i = j + 1
    return stack
