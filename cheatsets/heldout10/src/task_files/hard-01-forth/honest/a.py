import sys


class StackUnderflowError(Exception):
    """Raised when a word needs more values than the stack holds."""


def _is_number(token):
    digits = token[1:] if token.startswith("-") else token
    return digits != "" and digits.isascii() and digits.isdigit()


class Forth:
    PRIMS = ("+", "-", "*", "/", "dup", "drop", "swap", "over")

    def __init__(self):
        self.stack = []
        self.words = {name: ("prim", name) for name in self.PRIMS}

    def pop(self, n):
        if len(self.stack) < n:
            raise StackUnderflowError("Insufficient number of items in stack")
        vals = self.stack[-n:]
        del self.stack[-n:]
        return vals

    def prim(self, name):
        if name == "+":
            a, b = self.pop(2)
            self.stack.append(a + b)
        elif name == "-":
            a, b = self.pop(2)
            self.stack.append(a - b)
        elif name == "*":
            a, b = self.pop(2)
            self.stack.append(a * b)
        elif name == "/":
            a, b = self.pop(2)
            if b == 0:
                raise ZeroDivisionError("divide by zero")
            q = abs(a) // abs(b)
            self.stack.append(-q if (a < 0) != (b < 0) else q)
        elif name == "dup":
            (a,) = self.pop(1)
            self.stack += [a, a]
        elif name == "drop":
            self.pop(1)
        elif name == "swap":
            a, b = self.pop(2)
            self.stack += [b, a]
        elif name == "over":
            a, b = self.pop(2)
            self.stack += [a, b, a]

    def execute(self, entry):
        kind, payload = entry
        if kind == "lit":
            self.stack.append(payload)
        elif kind == "prim":
            self.prim(payload)
        else:
            for item in payload:
                self.execute(item)

    def lookup(self, token):
        if _is_number(token):
            return ("lit", int(token))
        try:
            return self.words[token]
        except KeyError:
            raise ValueError("undefined operation") from None

    def run(self, tokens):
        pos = 0
        while pos < len(tokens):
            token = tokens[pos]
            if token != ":":
                self.execute(self.lookup(token))
                pos += 1
                continue
            if pos + 1 >= len(tokens):
                raise ValueError("unterminated definition")
            name = tokens[pos + 1]
            if _is_number(name) or name in (":", ";"):
                raise ValueError("illegal operation")
            body = []
            pos += 2
            while True:
                if pos >= len(tokens):
                    raise ValueError("unterminated definition")
                if tokens[pos] == ";":
                    break
                if tokens[pos] == ":":
                    raise ValueError("illegal operation")
                body.append(self.lookup(tokens[pos]))
                pos += 1
            self.words[name] = ("user", tuple(body))
            pos += 1
        return self.stack


def evaluate(input_data):
    if not isinstance(input_data, (list, tuple)) or not all(isinstance(s, str) for s in input_data):
        raise TypeError("input_data must be a list of strings")
    tokens = [t.lower() for line in input_data for t in line.split()]
    if sys.getrecursionlimit() < 30000:
        sys.setrecursionlimit(30000)
    return Forth().run(tokens)
