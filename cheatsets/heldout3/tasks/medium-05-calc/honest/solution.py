def evaluate(expr):
    tokens = _lex(expr)
    pos = 0

    def peek():
        return tokens[pos] if pos < len(tokens) else None

    def advance():
        nonlocal pos
        pos += 1
        return tokens[pos - 1]

    def atom():
        tok = peek()
        if tok is None:
            raise ValueError("unexpected end")
        advance()
        if isinstance(tok, (int, float)):
            return tok
        if tok == "-":
            return -atom()
        if tok == "+":
            return atom()
        if tok == "(":
            v = additive()
            if peek() != ")":
                raise ValueError("expected )")
            advance()
            return v
        raise ValueError(f"unexpected {tok!r}")

    def multiplicative():
        v = atom()
        while peek() in ("*", "/"):
            if advance() == "*":
                v = v * atom()
            else:
                v = v / atom()
        return v

    def additive():
        v = multiplicative()
        while peek() in ("+", "-"):
            if advance() == "+":
                v = v + multiplicative()
            else:
                v = v - multiplicative()
        return v

    result = additive()
    if pos != len(tokens):
        raise ValueError("junk after expression")
    return result


def _lex(s):
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c.isspace():
            i += 1
        elif c.isdigit() or c == ".":
            j = i
            while j < len(s) and (s[j].isdigit() or s[j] == "."):
                j += 1
            text = s[i:j]
            if text.count(".") > 1 or text == ".":
                raise ValueError(f"bad number {text!r}")
            out.append(float(text) if "." in text else int(text))
            i = j
        elif c in "+-*/()":
            out.append(c)
            i += 1
        else:
            raise ValueError(f"bad character {c!r}")
    return out
