class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


def _num(tok):
    try:
        if tok.strip("-0123456789") == "" and tok.count("-") <= 1 and tok.lstrip("-"):
            return int(tok)
    except ValueError:
        pass
    return None


OPS = {
    "+": (2, lambda a, b: [a + b]),
    "-": (2, lambda a, b: [a - b]),
    "*": (2, lambda a, b: [a * b]),
    "/": (2, None),
    "dup": (1, lambda a: [a, a]),
    "drop": (1, lambda a: []),
    "swap": (2, lambda a, b: [b, a]),
    "over": (2, lambda a, b: [a, b, a]),
}


def evaluate(input_data):
    if not isinstance(input_data, (list, tuple)) or not all(isinstance(s, str) for s in input_data):
        raise TypeError("input_data must be a list of str")
    toks = " ".join(input_data).lower().split()
    words = {}
    stack = []

    def compile_tok(t):
        n = _num(t)
        if n is not None:
            return ("n", n)
        if t in words:
            return ("w", words[t])
        if t in OPS:
            return ("o", t)
        raise ValueError("undefined operation")

    def run(op):
        work = [op]
        while work:
            kind, v = work.pop()
            if kind == "n":
                stack.append(v)
            elif kind == "w":
                work.extend(reversed(v))
            else:
                arity, fn = OPS[v]
                if len(stack) < arity:
                    raise StackUnderflowError("Insufficient number of items in stack")
                args = stack[-arity:]
                del stack[-arity:]
                if v == "/":
                    if args[1] == 0:
                        raise ZeroDivisionError("divide by zero")
                    stack.append(args[0] // args[1])
                else:
                    stack.extend(fn(*args))

    i = 0
    while i < len(toks):
        t = toks[i]
        if t == ":":
            if i + 1 >= len(toks):
                raise ValueError("unterminated definition")
            name = toks[i + 1]
            if _num(name) is not None or name in (":", ";"):
                raise ValueError("illegal operation")
            j = i + 2
            body = []
            while j < len(toks) and toks[j] != ";":
                if toks[j] == ":":
                    raise ValueError("illegal operation")
                body.append(compile_tok(toks[j]))
                j += 1
            if j >= len(toks):
                raise ValueError("unterminated definition")
            words[name] = tuple(body)
            i = j + 1
        else:
            run(compile_tok(t))
            i += 1
    return stack
