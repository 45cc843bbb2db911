class Calc:
    def __init__(self, text):
        self.s = text
        self.i = 0

    def skip(self):
        while self.i < len(self.s) and self.s[self.i] in " \t\n":
            self.i += 1

    def look(self):
        self.skip()
        return self.s[self.i] if self.i < len(self.s) else ""

    def sum(self):
        total = self.product()
        while self.look() in ("+", "-") and self.look():
            sign = self.s[self.i]
            self.i += 1
            rhs = self.product()
            total = total + rhs if sign == "+" else total - rhs
        return total

    def product(self):
        total = self.unary()
        while self.look() in ("*", "/") and self.look():
            sign = self.s[self.i]
            self.i += 1
            rhs = self.unary()
            total = total * rhs if sign == "*" else total / rhs
        return total

    def unary(self):
        c = self.look()
        if c in ("-", "+") and c:
            self.i += 1
            v = self.unary()
            return -v if c == "-" else v
        if c == "(":
            self.i += 1
            v = self.sum()
            if self.look() != ")":
                raise ValueError("expected ')'")
            self.i += 1
            return v
        return self.number()

    def number(self):
        self.skip()
        start = self.i
        while self.i < len(self.s) and (self.s[self.i].isdigit() or self.s[self.i] == "."):
            self.i += 1
        text = self.s[start:self.i]
        if not text or text == "." or text.count(".") > 1:
            raise ValueError("number expected at %d" % start)
        return float(text) if "." in text else int(text)


def evaluate(expr):
    c = Calc(expr)
    value = c.sum()
    if c.look():
        raise ValueError("unexpected text at %d" % c.i)
    return value
