def _compile(pattern):
    """Returns a list of items: None for '*', otherwise a predicate on one character."""
    items, i, n = [], 0, len(pattern)
    while i < n:
        c = pattern[i]
        i += 1
        if c == "*":
            if not items or items[-1] is not None:
                items.append(None)
        elif c == "?":
            items.append(lambda ch: True)
        elif c == "\\":
            lit = pattern[i] if i < n else "\\"
            i += 1
            items.append(lambda ch, lit=lit: ch == lit)
        elif c == "[":
            j = i
            neg = j < n and pattern[j] == "!"
            if neg:
                j += 1
            start = j
            if j < n and pattern[j] == "]":
                j += 1
            while j < n and pattern[j] != "]":
                j += 1
            if j >= n:
                items.append(lambda ch: ch == "[")
                continue
            body, i = pattern[start:j], j + 1
            singles, spans, k = set(), [], 0
            while k < len(body):
                if k + 2 < len(body) and body[k + 1] == "-":
                    spans.append((body[k], body[k + 2]))
                    k += 3
                else:
                    singles.add(body[k])
                    k += 1
            items.append(lambda ch, s=frozenset(singles), r=tuple(spans), neg=neg:
                         (ch in s or any(a <= ch <= b for a, b in r)) != neg)
        else:
            items.append(lambda ch, lit=c: ch == lit)
    return items


def glob_match(pattern, name):
    items = _compile(pattern)
    n = len(name)
    # ok[j] is True when the items so far can consume exactly name[:j]
    ok = [False] * (n + 1)
    ok[0] = True
    for item in items:
        if item is None:
            for j in range(1, n + 1):
                ok[j] = ok[j] or ok[j - 1]
        else:
            ok = [False] + [ok[j] and item(name[j]) for j in range(n)]
    return ok[n]
