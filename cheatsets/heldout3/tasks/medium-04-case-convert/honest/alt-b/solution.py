import re

_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z0-9]+|[A-Z]+|_")


def to_snake(name):
    pieces = _WORD.findall(name)
    out = ""
    for p in pieces:
        if p == "_":
            out += "_"
        elif out and not out.endswith("_"):
            out += "_" + p.lower()
        else:
            out += p.lower()
    return out


def to_camel(name):
    head, *rest = [w for w in name.split("_") if w] or [""]
    return head.lower() + "".join(map(str.title, rest))
