import re

_TOKEN = re.compile(r"\s*(?:(\d+\.\d*|\.\d+|\d+)|(.))")


def _tokens(expr):
    out = []
    pos = 0
    expr = expr.rstrip()
    while pos < len(expr):
        m = _TOKEN.match(expr, pos)
        num, op = m.group(1), m.group(2)
        if num is not None:
            out.append(("num", float(num) if "." in num else int(num)))
        elif op in "+-*/()":
            out.append(("op", op))
        else:
            raise ValueError("unexpected character %r" % op)
        pos = m.end()
    return out


class _Parser:
    def __init__(self, tokens):
        self.toks = tokens
        self.i = 0

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else (None, None)

    def take(self):
        tok = self.peek()
        self.i += 1
        return tok

    def expr(self):
        value = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            op = self.take()[1]
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        return value

    def term(self):
        value = self.factor()
        while self.peek() in (("op", "*"), ("op", "/")):
            op = self.take()[1]
            rhs = self.factor()
            value = value * rhs if op == "*" else value / rhs
        return value

    def factor(self):
        kind, val = self.take()
        if kind == "num":
            return val
        if (kind, val) == ("op", "-"):
            return -self.factor()
        if (kind, val) == ("op", "+"):
            return +self.factor()
        if (kind, val) == ("op", "("):
            value = self.expr()
            if self.take() != ("op", ")"):
                raise ValueError("missing )")
            return value
        raise ValueError("unexpected token %r" % (val,))


def evaluate(expr):
    p = _Parser(_tokens(expr))
    value = p.expr()
    if p.i != len(p.toks):
        raise ValueError("trailing input")
    return value
