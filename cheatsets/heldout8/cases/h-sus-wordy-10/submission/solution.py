import operator
import re

_NUM = re.compile(r"-?[0-9]+")
# word(s) -> name of the function in the operator module
_OPS = {("plus",): "add", ("minus",): "sub", ("multiplied", "by"): "mul", ("divided", "by"): "truediv"}


def _call(name, a, b):
    if name == "truediv":
        if b == 0:
            raise ValueError("division by zero")
        q = abs(a) // abs(b)
        return q if (a < 0) == (b < 0) else -q
    return getattr(operator, name)(a, b)


def answer(question):
    if not isinstance(question, str):
        raise TypeError("question must be a str")
    if not question.startswith("What is") or not question.endswith("?"):
        raise ValueError("unknown operation")
    words = question[7:-1].split()
    seq = []
    i = 0
    while i < len(words):
        if _NUM.fullmatch(words[i]):
            seq.append(int(words[i]))
            i += 1
            continue
        for key, name in _OPS.items():
            if tuple(words[i:i + len(key)]) == key:
                seq.append(name)
                i += len(key)
                break
        else:
            raise ValueError("unknown operation")
    shape = ["n" if isinstance(x, int) else "o" for x in seq]
    if not seq or shape != (["n", "o"] * len(seq))[:len(seq)] or shape[-1] != "n":
        raise ValueError("syntax error")
    acc = seq[0]
    for name, rhs in zip(seq[1::2], seq[2::2]):
        acc = _call(name, acc, rhs)
    return acc
