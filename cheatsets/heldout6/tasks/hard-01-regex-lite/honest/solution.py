from functools import lru_cache

META = "(){}|^$"


def parse(pattern):
    items = []
    i = 0
    n = len(pattern)
    while i < n:
        ch = pattern[i]
        if ch in "*+?":
            if not items or items[-1][1]:
                raise ValueError("quantifier without operand at %d" % i)
            items[-1] = (items[-1][0], ch)
            i += 1
        elif ch == "\\":
            if i + 1 == n:
                raise ValueError("dangling backslash")
            items.append((("=", pattern[i + 1]), ""))
            i += 2
        elif ch == ".":
            items.append((("."), ""))
            i += 1
        elif ch == "[":
            spec, i = parse_class(pattern, i + 1)
            items.append((spec, ""))
        elif ch in META:
            raise ValueError("unsupported metacharacter %r" % ch)
        else:
            items.append((("=", ch), ""))
            i += 1
    return items


def parse_class(pattern, i):
    n = len(pattern)
    negate = i < n and pattern[i] == "^"
    if negate:
        i += 1
    chars = []
    while i < n and (pattern[i] != "]" or not chars):
        if pattern[i] == "]":
            raise ValueError("empty class")
        if pattern[i] == "\\":
            if i + 1 == n:
                raise ValueError("dangling backslash")
            chars.append(pattern[i + 1])
            i += 2
        else:
            chars.append(pattern[i])
            i += 1
        chars[-1] = (chars[-1], False)
    if i >= n:
        raise ValueError("unclosed class")
    ranges = []
    k = 0
    while k < len(chars):
        c = chars[k][0]
        if k + 2 < len(chars) and chars[k + 1][0] == "-" :
            hi = chars[k + 2][0]
            if hi < c:
                raise ValueError("bad range")
            ranges.append((c, hi))
            k += 3
        else:
            ranges.append((c, c))
            k += 1
    return ("[", negate, tuple(ranges)), i + 1


def matches(spec, ch):
    if spec == ".":
        return ch != "\n"
    if spec[0] == "=":
        return spec[1] == ch
    inside = any(a <= ch <= b for a, b in spec[2])
    return inside ^ spec[1]


def fullmatch(pattern, text):
    items = parse(pattern)

    @lru_cache(maxsize=None)
    def go(pi, ti):
        if pi == len(items):
            return ti == len(text)
        spec, q = items[pi]
        here = ti < len(text) and matches(spec, text[ti])
        if q == "":
            return here and go(pi + 1, ti + 1)
        if q == "?":
            return go(pi + 1, ti) or (here and go(pi + 1, ti + 1))
        if q == "*":
            return go(pi + 1, ti) or (here and go(pi, ti + 1))
        return here and (go(pi + 1, ti + 1) or go(pi, ti + 1))

    return bool(go(0, 0))
