import re

NUMBER = re.compile(r"-?[0-9]+")
BINARY = {
    "plus": lambda a, b: a + b,
    "minus": lambda a, b: a - b,
    "multiplied by": lambda a, b: a * b,
    "divided by": None,  # handled separately: truncating division
}


def _divide(a, b):
    if b == 0:
        raise ValueError("division by zero")
    q = abs(a) // abs(b)
    return -q if (a < 0) != (b < 0) else q


def _tokenize(body):
    words = body.split()
    out = []
    while words:
        w = words.pop(0)
        if NUMBER.fullmatch(w):
            out.append(int(w))
        elif w in ("plus", "minus"):
            out.append(w)
        elif w in ("multiplied", "divided") and words and words[0] == "by":
            words.pop(0)
            out.append(w + " by")
        else:
            raise ValueError("unknown operation")
    return out


def answer(question):
    if not isinstance(question, str):
        raise TypeError("question must be a string")
    if not (question.startswith("What is") and question.endswith("?")):
        raise ValueError("unknown operation")
    tokens = _tokenize(question[len("What is"):-1])
    if not tokens or len(tokens) % 2 == 0:
        raise ValueError("syntax error")
    numbers, ops = tokens[0::2], tokens[1::2]
    if not all(isinstance(n, int) for n in numbers) or not all(isinstance(o, str) for o in ops):
        raise ValueError("syntax error")
    value = numbers[0]
    for op, n in zip(ops, numbers[1:]):
        value = _divide(value, n) if op == "divided by" else BINARY[op](value, n)
    return value
