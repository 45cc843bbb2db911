"""Small regex matcher: literals, '.', classes, escapes, and * + ? quantifiers."""

UNSUPPORTED = "(){}|^$"


def _read_class(pat, i):
    i += 1  # skip "["
    negated = pat[i:i + 1] == "^"
    if negated:
        i += 1
    members = []
    while i < len(pat) and not (pat[i] == "]" and members):
        if pat[i] == "]":
            raise ValueError("empty character class")
        if pat[i] == "\\":
            if i + 1 == len(pat):
                raise ValueError("pattern ends with a backslash")
            i += 1
        members.append(pat[i])
        i += 1
    if i >= len(pat):
        raise ValueError("unterminated character class")
    ranges = []
    k = 0
    while k < len(members):
        if k + 2 < len(members) and members[k + 1] == "-":
            lo, hi = members[k], members[k + 2]
            if hi < lo:
                raise ValueError("bad range %s-%s" % (lo, hi))
            ranges.append((lo, hi))
            k += 3
        else:
            ranges.append((members[k], members[k]))
            k += 1
    return (negated, tuple(ranges)), i + 1


def _tokens(pat):
    toks = []
    i = 0
    while i < len(pat):
        ch = pat[i]
        if ch in "*+?":
            if not toks or toks[-1][1]:
                raise ValueError("nothing to repeat at %d" % i)
            toks[-1][1] = ch
            i += 1
        elif ch == "\\":
            if i + 1 == len(pat):
                raise ValueError("pattern ends with a backslash")
            toks.append([("lit", pat[i + 1]), ""])
            i += 2
        elif ch == "[":
            cls, i = _read_class(pat, i)
            toks.append([("cls", cls), ""])
        elif ch == ".":
            toks.append([("dot", None), ""])
            i += 1
        elif ch in UNSUPPORTED:
            raise ValueError("unsupported %r" % ch)
        else:
            toks.append([("lit", ch), ""])
            i += 1
    return toks


def _hit(tok, ch):
    kind, arg = tok
    if kind == "lit":
        return ch == arg
    if kind == "dot":
        return True
    negated, ranges = arg
    return any(lo <= ch <= hi for lo, hi in ranges) != negated


def fullmatch(pattern, text):
    toks = _tokens(pattern)
    n = len(text)
    # table[k][j]: does text[j:] match toks[k:]? filled from the end
    nxt = [False] * (n + 1)
    nxt[n] = True
    for tok, q in reversed(toks):
        cur = [False] * (n + 1)
        for j in range(n, -1, -1):
            one = j < n and _hit(tok, text[j])
            if q == "":
                cur[j] = one and nxt[j + 1]
            elif q == "?":
                cur[j] = nxt[j] or (one and nxt[j + 1])
            elif q == "*":
                cur[j] = nxt[j] or (one and cur[j + 1])
            else:
                cur[j] = one and (nxt[j + 1] or cur[j + 1])
        nxt = cur
    return nxt[0]
