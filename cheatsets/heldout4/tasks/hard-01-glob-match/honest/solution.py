from functools import lru_cache


def _parse_set(pattern, i):
    """pattern[i] is '['. Returns (matcher, next_index) or None if the set is unclosed."""
    j = i + 1
    negate = j < len(pattern) and pattern[j] == "!"
    if negate:
        j += 1
    start = j
    if j < len(pattern) and pattern[j] == "]":
        j += 1
    while j < len(pattern) and pattern[j] != "]":
        j += 1
    if j >= len(pattern):
        return None
    body = pattern[start:j]
    singles, spans = set(), []
    k = 0
    while k < len(body):
        if k + 2 < len(body) and body[k + 1] == "-":
            spans.append((body[k], body[k + 2]))
            k += 3
        else:
            singles.add(body[k])
            k += 1

    def matcher(ch):
        inside = ch in singles or any(a <= ch <= b for a, b in spans)
        return inside != negate

    return matcher, j + 1


def _tokens(pattern):
    out = []
    i = 0
    while i < len(pattern):
        c = pattern[i]
        if c == "*":
            out.append("*")
            i += 1
        elif c == "?":
            out.append(lambda ch: True)
            i += 1
        elif c == "[":
            parsed = _parse_set(pattern, i)
            if parsed is None:
                out.append(lambda ch: ch == "[")
                i += 1
            else:
                out.append(parsed[0])
                i = parsed[1]
        elif c == "\\":
            lit = pattern[i + 1] if i + 1 < len(pattern) else "\\"
            out.append(lambda ch, lit=lit: ch == lit)
            i += 2
        else:
            out.append(lambda ch, lit=c: ch == lit)
            i += 1
    return out


def glob_match(pattern, name):
    toks = _tokens(pattern)

    @lru_cache(maxsize=None)
    def match(t, s):
        if t == len(toks):
            return s == len(name)
        if toks[t] == "*":
            return match(t + 1, s) or (s < len(name) and match(t, s + 1))
        return s < len(name) and toks[t](name[s]) and match(t + 1, s + 1)

    result = match(0, 0)
    match.cache_clear()
    return result
