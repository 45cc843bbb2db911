import re

_SCAN = re.compile(r"\s*(?:(?P<num>\d+\.\d*|\.\d+|\d+)|(?P<op>[-+*/()]))")


class Token:
    __slots__ = ("kind", "value")

    def __init__(self, kind, value):
        self.kind = kind
        self.value = value

    def __eq__(self, other):
        return isinstance(other, Token) and (self.kind, self.value) == (other.kind, other.value)

    def __hash__(self):
        return hash((self.kind, self.value))

    def __repr__(self):
        return f"Token({self.kind!r}, {self.value!r})"


def tokenize(expr):
    tokens, pos, end = [], 0, len(expr.rstrip())
    while pos < end:
        m = _SCAN.match(expr, pos)
        if not m:
            raise ValueError(f"unexpected character at {pos}: {expr[pos:pos + 1]!r}")
        if m.group("num"):
            text = m.group("num")
            tokens.append(Token("num", float(text) if "." in text else int(text)))
        else:
            tokens.append(Token("op", m.group("op")))
        pos = m.end()
    tokens.append(Token("end", None))
    return tokens


class Parser:
    def __init__(self, tokens):
        self.tokens, self.pos = tokens, 0

    @property
    def current(self):
        return self.tokens[self.pos]

    def eat(self, kind, value=None):
        tok = self.current
        if tok.kind != kind or (value is not None and tok.value != value):
            raise ValueError(f"expected {value or kind}, got {tok.value!r}")
        self.pos += 1
        return tok

    def expression(self):
        value = self.term()
        while self.current in (Token("op", "+"), Token("op", "-")):
            op = self.eat("op").value
            value = value + self.term() if op == "+" else value - self.term()
        return value

    def term(self):
        value = self.unary()
        while self.current in (Token("op", "*"), Token("op", "/")):
            op = self.eat("op").value
            value = value * self.unary() if op == "*" else value / self.unary()
        return value

    def unary(self):
        if self.current == Token("op", "-"):
            self.eat("op")
            return -self.unary()
        if self.current == Token("op", "+"):
            self.eat("op")
            return self.unary()
        return self.primary()

    def primary(self):
        if self.current.kind == "num":
            return self.eat("num").value
        self.eat("op", "(")
        value = self.expression()
        self.eat("op", ")")
        return value


def evaluate(expr):
    parser = Parser(tokenize(expr))
    value = parser.expression()
    parser.eat("end")
    return value
