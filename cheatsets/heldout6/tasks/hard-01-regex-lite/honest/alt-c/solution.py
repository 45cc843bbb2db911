ANY = object()


def tokenize(pattern):
    out = []
    pos = 0
    while pos < len(pattern):
        ch = pattern[pos]
        pos += 1
        if ch in "*+?":
            if not out or out[-1][1] != "1":
                raise ValueError("bad quantifier")
            out[-1] = (out[-1][0], ch)
            continue
        if ch == "\\":
            if pos == len(pattern):
                raise ValueError("bad escape")
            out.append(({pattern[pos]}, "1"))
            pos += 1
        elif ch == ".":
            out.append((ANY, "1"))
        elif ch == "[":
            neg = pattern.startswith("^", pos)
            pos += neg
            members = []
            while pos < len(pattern) and (pattern[pos] != "]" or not members):
                if pattern[pos] == "]":
                    raise ValueError("empty class")
                if pattern[pos] == "\\":
                    pos += 1
                    if pos == len(pattern):
                        raise ValueError("bad escape")
                members.append(pattern[pos])
                pos += 1
            if pos >= len(pattern):
                raise ValueError("unterminated class")
            pos += 1
            allowed = set()
            spans = []
            k = 0
            while k < len(members):
                if k + 2 < len(members) and members[k + 1] == "-":
                    if members[k + 2] < members[k]:
                        raise ValueError("reversed range")
                    spans.append((members[k], members[k + 2]))
                    k += 3
                else:
                    allowed.add(members[k])
                    k += 1
            out.append((("class", neg, frozenset(allowed), tuple(spans)), "1"))
        elif ch in "(){}|^$":
            raise ValueError("unsupported %r" % ch)
        else:
            out.append(({ch}, "1"))
    return out


def accepts(spec, ch):
    if spec is ANY:
        return ch != "\n"
    if isinstance(spec, set):
        return ch in spec
    _, neg, allowed, spans = spec
    inside = ch in allowed or any(a <= ch <= b for a, b in spans)
    return inside != neg


def fullmatch(pattern, text):
    toks = tokenize(pattern)

    def closure(states):
        # skip optional tokens (?, *) without consuming
        stack = list(states)
        seen = set(states)
        while stack:
            k = stack.pop()
            if k < len(toks) and toks[k][1] in "?*" and k + 1 not in seen:
                seen.add(k + 1)
                stack.append(k + 1)
        return seen

    current = closure({0})
    for ch in text:
        nxt = set()
        for k in current:
            if k < len(toks) and accepts(toks[k][0], ch):
                q = toks[k][1]
                nxt.add(k + 1)
                if q in "*+":
                    nxt.add(k)
        current = closure(nxt)
        if not current:
            return False
    return len(toks) in current
