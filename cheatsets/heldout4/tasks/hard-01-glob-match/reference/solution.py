def _compile(pattern):
    """Tokens: ("lit", c), ("any",), ("star",), ("set", negated, members, ranges)."""
    toks, i, n = [], 0, len(pattern)
    while i < n:
        c = pattern[i]
        i += 1
        if c == "*":
            if not toks or toks[-1] != ("star",):
                toks.append(("star",))
        elif c == "?":
            toks.append(("any",))
        elif c == "\\":
            if i < n:
                toks.append(("lit", pattern[i]))
                i += 1
            else:
                toks.append(("lit", "\\"))
        elif c == "[":
            j = i
            if j < n and pattern[j] == "!":
                j += 1
            if j < n and pattern[j] == "]":
                j += 1
            while j < n and pattern[j] != "]":
                j += 1
            if j >= n:
                toks.append(("lit", "["))
                continue
            body = pattern[i:j]
            i = j + 1
            neg = body.startswith("!")
            if neg:
                body = body[1:]
            members, ranges, k = set(), [], 0
            while k < len(body):
                if k + 2 < len(body) and body[k + 1] == "-":
                    ranges.append((body[k], body[k + 2]))
                    k += 3
                else:
                    members.add(body[k])
                    k += 1
            toks.append(("set", neg, frozenset(members), tuple(ranges)))
        else:
            toks.append(("lit", c))
    return toks


def _one(tok, ch):
    kind = tok[0]
    if kind == "any":
        return True
    if kind == "lit":
        return tok[1] == ch
    _, neg, members, ranges = tok
    hit = ch in members or any(lo <= ch <= hi for lo, hi in ranges)
    return hit != neg


def glob_match(pattern, name):
    toks = _compile(pattern)
    # reach[j]: the first i tokens can match name[:j]
    reach = [True] + [False] * len(name)
    for tok in toks:
        if tok[0] == "star":
            seen = False
            for j in range(len(name) + 1):
                seen = seen or reach[j]
                reach[j] = seen
        else:
            new = [False] * (len(name) + 1)
            for j in range(len(name)):
                if reach[j] and _one(tok, name[j]):
                    new[j + 1] = True
            reach = new
        if not any(reach):
            return False
    return reach[len(name)]
