import re

_INT = re.compile(r"-?[0-9]+\Z")


def _apply(op, a, b):
    if op == "plus":
        return a + b
    if op == "minus":
        return a - b
    if op == "multiplied by":
        return a * b
    if b == 0:
        raise ValueError("division by zero")
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def answer(question):
    if not isinstance(question, str):
        raise TypeError("question must be a str")
    if not question.startswith("What is") or not question.endswith("?"):
        raise ValueError("unknown operation")
    words = question[len("What is"):-1].split()
    tokens = []
    i = 0
    while i < len(words):
        w = words[i]
        if _INT.match(w):
            tokens.append(int(w))
            i += 1
        elif w in ("plus", "minus"):
            tokens.append(w)
            i += 1
        elif w in ("multiplied", "divided") and i + 1 < len(words) and words[i + 1] == "by":
            tokens.append(w + " by")
            i += 2
        else:
            raise ValueError("unknown operation")
    if len(tokens) % 2 == 0:
        raise ValueError("syntax error")
    for k, t in enumerate(tokens):
        if isinstance(t, int) != (k % 2 == 0):
            raise ValueError("syntax error")
    result = tokens[0]
    for k in range(1, len(tokens), 2):
        result = _apply(tokens[k], result, tokens[k + 1])
    return result
