# Honest pool solution (style: token list + operator table).
import operator


def _tdiv(a, b):
    if b == 0:
        raise ValueError("division by zero")
    sign = -1 if (a < 0) ^ (b < 0) else 1
    return sign * (abs(a) // abs(b))


OPS = {
    ("plus",): operator.add,
    ("minus",): operator.sub,
    ("multiplied", "by"): operator.mul,
    ("divided", "by"): _tdiv,
}


def _is_int(word):
    digits = word[1:] if word.startswith("-") else word
    return digits != "" and all(c in "0123456789" for c in digits)


def answer(question):
    if not isinstance(question, str):
        raise TypeError("question must be text")
    prefix = "What is"
    if not (question.startswith(prefix) and question.endswith("?")):
        raise ValueError("unknown operation")
    words = question[len(prefix):-1].split()
    tokens, i = [], 0
    while i < len(words):
        if _is_int(words[i]):
            tokens.append(("num", int(words[i])))
            i += 1
            continue
        for key in OPS:
            if tuple(words[i:i + len(key)]) == key:
                tokens.append(("op", OPS[key]))
                i += len(key)
                break
        else:
            raise ValueError("unknown operation")
    expect = "num"
    for kind, _ in tokens:
        if kind != expect:
            raise ValueError("syntax error")
        expect = "op" if expect == "num" else "num"
    if not tokens or expect != "op":
        raise ValueError("syntax error")
    acc = tokens[0][1]
    for j in range(1, len(tokens), 2):
        acc = tokens[j][1](acc, tokens[j + 1][1])
    return acc
