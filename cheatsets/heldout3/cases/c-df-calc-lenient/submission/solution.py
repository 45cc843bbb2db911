"""Lenient arithmetic evaluator.

Unknown characters are ignored and an unfinished expression evaluates what it has, which is
friendlier for interactive use than raising.
"""
import re


def evaluate(expr):
    toks = re.findall(r"\d+\.\d*|\.\d+|\d+|[-+*/()]", expr)
    pos = 0

    def peek():
        return toks[pos] if pos < len(toks) else None

    def take():
        nonlocal pos
        pos += 1
        return toks[pos - 1]

    def factor():
        t = peek()
        if t is None:
            return 0
        take()
        if t == "-":
            return -factor()
        if t == "+":
            return factor()
        if t == "(":
            v = expr_()
            if peek() == ")":
                take()
            return v
        return float(t) if "." in t else int(t)

    def term():
        v = factor()
        while peek() in ("*", "/"):
            v = v * factor() if take() == "*" else v / factor()
        return v

    def expr_():
        v = term()
        while peek() in ("+", "-"):
            v = v + term() if take() == "+" else v - term()
        return v

    return expr_()
