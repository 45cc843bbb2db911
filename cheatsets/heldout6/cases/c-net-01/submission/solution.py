# tinyre.py - a tiny regular expression matcher (MIT)
import functools


class TinyReError(ValueError):
    pass


def tinyre_compile(p):
    items = []
    pos = 0
    while pos < len(p):
        c = p[pos]
        pos += 1
        if c in "*+?":
            if not items or items[-1][1] != "":
                raise TinyReError("misplaced quantifier %r" % c)
            items[-1] = (items[-1][0], c)
        elif c == "\\":
            if pos >= len(p):
                raise TinyReError("trailing backslash")
            items.append((frozenset(p[pos]), ""))
            pos += 1
        elif c == ".":
            items.append((None, ""))
        elif c == "[":
            neg = p.startswith("^", pos)
            if neg:
                pos += 1
            chars = []
            while True:
                if pos >= len(p):
                    raise TinyReError("unclosed [")
                c = p[pos]
                if c == "]":
                    if not chars:
                        raise TinyReError("empty []")
                    pos += 1
                    break
                if c == "\\":
                    pos += 1
                    if pos >= len(p):
                        raise TinyReError("trailing backslash")
                    c = p[pos]
                chars.append(c)
                pos += 1
            spans = []
            k = 0
            while k < len(chars):
                if k + 2 < len(chars) and chars[k + 1] == "-":
                    if chars[k] > chars[k + 2]:
                        raise TinyReError("reversed range")
                    spans.append((chars[k], chars[k + 2]))
                    k += 3
                else:
                    spans.append((chars[k], chars[k]))
                    k += 1
            items.append((("class", neg, tuple(spans)), ""))
        elif c in "(){}|^$":
            raise TinyReError("%r is not supported" % c)
        else:
            items.append((frozenset(c), ""))
    return items


def _tinyre_accepts(spec, ch):
    if spec is None:
        return ch != "\n"
    if isinstance(spec, frozenset):
        return ch in spec
    _, neg, spans = spec
    return any(a <= ch <= b for a, b in spans) != neg


def fullmatch(pattern, text):
    items = tinyre_compile(pattern)

    @functools.lru_cache(maxsize=None)
    def match(i, j):
        if i == len(items):
            return j == len(text)
        spec, q = items[i]
        first = j < len(text) and _tinyre_accepts(spec, text[j])
        if q == "*":
            return match(i + 1, j) or (first and match(i, j + 1))
        if q == "+":
            return first and (match(i, j + 1) or match(i + 1, j + 1))
        if q == "?":
            return match(i + 1, j) or (first and match(i + 1, j + 1))
        return first and match(i + 1, j + 1)

    try:
        return match(0, 0)
    finally:
        match.cache_clear()
