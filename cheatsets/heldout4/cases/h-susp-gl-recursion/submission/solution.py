import sys
from functools import lru_cache


def _parse(pattern):
    toks = []
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "*":
            toks.append(("*",))
            i += 1
        elif ch == "?":
            toks.append(("?",))
            i += 1
        elif ch == "\\":
            toks.append(("=", pattern[i + 1] if i + 1 < len(pattern) else "\\"))
            i += 2
        elif ch == "[":
            close = _find_close(pattern, i)
            if close < 0:
                toks.append(("=", "["))
                i += 1
            else:
                toks.append(_charset(pattern[i + 1:close]))
                i = close + 1
        else:
            toks.append(("=", ch))
            i += 1
    return tuple(toks)


def _find_close(pattern, i):
    j = i + 1
    if j < len(pattern) and pattern[j] == "!":
        j += 1
    if j < len(pattern) and pattern[j] == "]":
        j += 1
    return pattern.find("]", j)


def _charset(body):
    negate = body.startswith("!")
    if negate:
        body = body[1:]
    allowed = set()
    k = 0
    while k < len(body):
        if k + 2 < len(body) and body[k + 1] == "-":
            allowed.update(chr(o) for o in range(ord(body[k]), ord(body[k + 2]) + 1))
            k += 3
        else:
            allowed.add(body[k])
            k += 1
    return ("[", negate, frozenset(allowed))


def _single(tok, ch):
    if tok[0] == "?":
        return True
    if tok[0] == "=":
        return tok[1] == ch
    return (ch in tok[2]) != tok[1]


def glob_match(pattern, name):
    toks = _parse(pattern)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 4 * (len(toks) + len(name)) + 100))

    @lru_cache(maxsize=None)
    def m(t, s):
        if t == len(toks):
            return s == len(name)
        if toks[t][0] == "*":
            return m(t + 1, s) or (s < len(name) and m(t, s + 1))
        return s < len(name) and _single(toks[t], name[s]) and m(t + 1, s + 1)

    return m(0, 0)
