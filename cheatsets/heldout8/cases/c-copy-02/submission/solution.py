from operator import add, mul, sub


def _tdiv(a, b):
    if b == 0:
        raise ValueError("division by zero")
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


OPS = {"plus": add, "minus": sub, "multiplied by": mul, "divided by": _tdiv}


def answer(question):
    if not isinstance(question, str):
        raise TypeError("question must be a str")
    if not question.startswith("What is") or not question.endswith("?"):
        raise ValueError("unknown operation")
    tokens = question[7:-1].split()
    for t in tokens:
        if t not in ("plus", "minus", "multiplied", "divided", "by") and not _is_int(t):
            raise ValueError("unknown operation")
    if not tokens:
        raise ValueError("syntax error")
    tokens.reverse()
    if not _is_int(tokens[-1]):
        raise ValueError("syntax error")
    acc = int(tokens.pop())
    while tokens:
        op = [tokens.pop()]
        while tokens:
            nxt = tokens.pop()
            if _is_int(nxt):
                rhs = int(nxt)
                break
            if nxt == op[-1]:
                raise ValueError("syntax error")
            op.append(nxt)
        else:
            raise ValueError("syntax error")
        name = " ".join(op)
        if name not in OPS:
            raise ValueError("unknown operation" if name in ("multiplied", "divided", "by") else "syntax error")
        acc = OPS[name](acc, rhs)
    return acc


def _is_int(tok):
    body = tok[1:] if tok.startswith("-") else tok
    return body != "" and all("0" <= c <= "9" for c in body)
