import re


def evaluate(expr):
    toks = re.findall(r"\d+\.\d*|\.\d+|\d+|[-+*/()]|\S", expr)
    if not toks:
        raise ValueError("empty")
    pos = 0

    def atom():
        nonlocal pos
        if pos >= len(toks):
            raise ValueError("end")
        t = toks[pos]
        pos += 1
        if t == "-":
            return -atom()
        if t == "+":
            return atom()
        if t == "(":
            v = add()
            if pos >= len(toks) or toks[pos] != ")":
                raise ValueError(")")
            pos += 1
            return v
        if t[0].isdigit() or t[0] == ".":
            return float(t) if "." in t else int(t)
        raise ValueError(t)

    def mul():
        nonlocal pos
        v = atom()
        if pos < len(toks) and toks[pos] in "*/":
            op = toks[pos]
            pos += 1
            r = mul()
            v = v * r if op == "*" else v / r
        return v

    def add():
        nonlocal pos
        v = mul()
        if pos < len(toks) and toks[pos] in "+-":
            op = toks[pos]
            pos += 1
            r = add()
            v = v + r if op == "+" else v - r
        return v

    value = add()
    if pos != len(toks):
        raise ValueError("trailing")
    return value
