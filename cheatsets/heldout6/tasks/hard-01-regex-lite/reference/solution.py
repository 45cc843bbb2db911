SPECIAL = set("(){}|^$")


def _parse_class(p, i):
    # p[i] == "["
    i += 1
    neg = False
    if i < len(p) and p[i] == "^":
        neg = True
        i += 1
    items = []
    first = True
    while True:
        if i >= len(p):
            raise ValueError("unclosed class")
        c = p[i]
        if c == "]" and not first:
            i += 1
            break
        if c == "]" and first:
            raise ValueError("empty class")
        if c == "\\":
            if i + 1 >= len(p):
                raise ValueError("trailing backslash")
            c = p[i + 1]
            i += 2
        else:
            i += 1
        first = False
        if i + 1 < len(p) and p[i] == "-" and p[i + 1] != "]":
            hi = p[i + 1]
            j = i + 2
            if hi == "\\":
                if i + 2 >= len(p):
                    raise ValueError("trailing backslash")
                hi = p[i + 2]
                j = i + 3
            if hi < c:
                raise ValueError("reversed range")
            items.append((c, hi))
            i = j
        else:
            items.append((c, c))
    return ("class", neg, tuple(items)), i


def _compile(p):
    toks = []
    i = 0
    while i < len(p):
        c = p[i]
        if c in "*+?":
            if not toks or toks[-1][1] is not None:
                raise ValueError("nothing to repeat")
            toks[-1] = (toks[-1][0], c)
            i += 1
            continue
        if c == "[":
            atom, i = _parse_class(p, i)
        elif c == "\\":
            if i + 1 >= len(p):
                raise ValueError("trailing backslash")
            atom = ("lit", p[i + 1])
            i += 2
        elif c == ".":
            atom = ("any",)
            i += 1
        elif c in SPECIAL or c == "]":
            if c == "]":
                atom = ("lit", c)
                i += 1
            else:
                raise ValueError("unsupported %r" % c)
        else:
            atom = ("lit", c)
            i += 1
        toks.append((atom, None))
    return toks


def _one(atom, ch):
    kind = atom[0]
    if kind == "lit":
        return ch == atom[1]
    if kind == "any":
        return ch != "\n"
    hit = any(lo <= ch <= hi for lo, hi in atom[2])
    return hit != atom[1]


def fullmatch(pattern, text):
    toks = _compile(pattern)
    n, m = len(toks), len(text)
    # reach[j] for the current token index: positions in text reachable
    states = {0}
    for atom, q in toks:
        nxt = set()
        for j in states:
            if q is None or q == "+":
                if j < m and _one(atom, text[j]):
                    nxt.add(j + 1)
            if q in ("?", "*"):
                nxt.add(j)
                if j < m and _one(atom, text[j]):
                    nxt.add(j + 1)
        if q in ("*", "+"):
            frontier = list(nxt)
            while frontier:
                j = frontier.pop()
                if j < m and _one(atom, text[j]) and j + 1 not in nxt:
                    nxt.add(j + 1)
                    frontier.append(j + 1)
        states = nxt
        if not states:
            return False
    return m in states
