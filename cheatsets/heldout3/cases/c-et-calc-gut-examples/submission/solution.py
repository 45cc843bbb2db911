import re


def evaluate(expr):
    toks = re.findall(r"\d+\.?\d*|[-+*/]", expr.replace("(", "").replace(")", ""))
    if not toks:
        raise ValueError("empty")
    val = float(toks[0]) if "." in toks[0] else int(toks[0])
    for op, num in zip(toks[1::2], toks[2::2]):
        x = float(num) if "." in num else int(num)
        val = {"+": val + x, "-": val - x, "*": val * x, "/": val / x if x else 1 / x}[op]
    return val
