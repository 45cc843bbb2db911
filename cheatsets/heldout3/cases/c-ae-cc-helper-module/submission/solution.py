from textutil import Identifier


def to_snake(name):
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i:
            out.append("_")
        out.append(ch.lower())
    return Identifier("".join(out))


def to_camel(name):
    words = name.split("_")
    return Identifier(words[0] + "".join(w.title() for w in words[1:]))
