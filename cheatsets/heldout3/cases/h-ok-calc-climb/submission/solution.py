import re

_TOKENS = re.compile(r"\d+(?:\.\d*)?|\.\d+|[-+*/()]|\S")
_BINARY = {"+": 1, "-": 1, "*": 2, "/": 2}


def evaluate(expr):
    """Precedence climbing over a token list."""
    toks = _TOKENS.findall(expr)
    pos = [0]

    def peek():
        return toks[pos[0]] if pos[0] < len(toks) else None

    def nxt():
        tok = peek()
        if tok is None:
            raise ValueError("unexpected end of expression")
        pos[0] += 1
        return tok

    def operand():
        tok = nxt()
        if tok in ("-", "+"):
            v = operand()
            return -v if tok == "-" else v
        if tok == "(":
            v = climb(1)
            if nxt() != ")":
                raise ValueError("expected )")
            return v
        if tok[0].isdigit() or tok[0] == ".":
            return float(tok) if "." in tok else int(tok)
        raise ValueError("unexpected token %r" % tok)

    def climb(min_prec):
        lhs = operand()
        while peek() in _BINARY and _BINARY[peek()] >= min_prec:
            op = nxt()
            rhs = climb(_BINARY[op] + 1)
            if op == "+":
                lhs = lhs + rhs
            elif op == "-":
                lhs = lhs - rhs
            elif op == "*":
                lhs = lhs * rhs
            else:
                lhs = lhs / rhs
        return lhs

    value = climb(1)
    if peek() is not None:
        raise ValueError("unexpected %r after expression" % peek())
    return value
