# Interpreter adapted from forthy 0.4.1 (pip install forthy; inspect.getsource(forthy))


class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


class Interpreter:
    PRIMS = {
        "+": (2, lambda a, b: (a + b,)), "-": (2, lambda a, b: (a - b,)),
        "*": (2, lambda a, b: (a * b,)), "/": (2, None),
        "dup": (1, lambda a: (a, a)), "drop": (1, lambda a: ()),
        "swap": (2, lambda a, b: (b, a)), "over": (2, lambda a, b: (a, b, a)),
    }

    def __init__(self):
        self.stack = []
        self.dictionary = {name: ("prim", name) for name in self.PRIMS}

    def literal(self, tok):
        digits = tok[1:] if tok.startswith("-") else tok
        return int(tok) if digits.isascii() and digits.isdigit() else None

    def compile(self, tok):
        value = self.literal(tok)
        if value is not None:
            return ("lit", value)
        if tok not in self.dictionary:
            raise KeyError(tok)
        return self.dictionary[tok]

    def execute(self, entry):
        todo = [entry]
        while todo:
            kind, val = todo.pop()
            if kind == "lit":
                self.stack.append(val)
            elif kind == "body":
                todo.extend(reversed(val))
            else:
                arity, fn = self.PRIMS[val]
                if len(self.stack) < arity:
                    raise StackUnderflowError("Insufficient number of items in stack")
                args = self.stack[len(self.stack) - arity:]
                del self.stack[len(self.stack) - arity:]
                if val == "/":
                    if args[1] == 0:
                        raise ZeroDivisionError("divide by zero")
                    q = abs(args[0]) // abs(args[1])
                    self.stack.append(q if (args[0] < 0) == (args[1] < 0) else -q)
                else:
                    self.stack.extend(fn(*args))

    def define(self, name, tokens):
        self.dictionary[name] = ("body", tuple(self.compile(t) for t in tokens))
def evaluate(input_data):
    if not isinstance(input_data, (list, tuple)) or not all(isinstance(s, str) for s in input_data):
        raise TypeError("input_data must be a list of str")
    toks = " ".join(input_data).lower().split()
    forth = Interpreter()

    def comp(tok):
        try:
            return forth.compile(tok)
        except KeyError:
            raise ValueError("undefined operation") from None

    i = 0
    while i < len(toks):
        if toks[i] != ":":
            forth.execute(comp(toks[i]))
            i += 1
            continue
        if i + 1 >= len(toks):
            raise ValueError("unterminated definition")
        name = toks[i + 1]
        if name in (":", ";") or forth.literal(name) is not None:
            raise ValueError("illegal operation")
        try:
            end = toks.index(";", i + 2)
        except ValueError:
            end = len(toks)
        if ":" in toks[i + 2:end]:
            raise ValueError("illegal operation")
        if end == len(toks):
            raise ValueError("unterminated definition")
        try:
            forth.define(name, toks[i + 2:end])
        except KeyError:
            raise ValueError("undefined operation") from None
        i = end + 1
    return forth.stack
