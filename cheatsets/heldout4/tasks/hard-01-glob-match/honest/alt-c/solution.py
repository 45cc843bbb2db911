def _classes(pattern):
    """Split the pattern into ('*', None) and ('1', predicate) items."""
    items = []
    i = 0
    n = len(pattern)
    while i < n:
        c = pattern[i]
        if c == "*":
            items.append(("*", None))
            i += 1
            continue
        if c == "?":
            items.append(("1", None))
            i += 1
            continue
        if c == "\\":
            ch = pattern[i + 1] if i + 1 < n else "\\"
            items.append(("1", frozenset(ch)))
            i += 2
            continue
        if c == "[":
            j = i + 1
            neg = False
            if j < n and pattern[j] == "!":
                neg = True
                j += 1
            first = j
            if j < n and pattern[j] == "]":
                j += 1
            close = pattern.find("]", j)
            if close != -1:
                body = pattern[first:close]
                allowed = set()
                k = 0
                while k < len(body):
                    if k + 2 < len(body) and body[k + 1] == "-":
                        allowed.update(map(chr, range(ord(body[k]), ord(body[k + 2]) + 1)))
                        k += 3
                    else:
                        allowed.add(body[k])
                        k += 1
                items.append(("!" if neg else "1", frozenset(allowed)))
                i = close + 1
                continue
        items.append(("1", frozenset(c)))
        i += 1
    return items


def _accepts(item, ch):
    kind, chars = item
    if chars is None:
        return True
    return (ch in chars) if kind == "1" else (ch not in chars)


def glob_match(pattern, name):
    """Greedy two-pointer matcher with a single backtrack point (the last star)."""
    items = _classes(pattern)
    p = s = 0
    star_p, star_s = -1, 0
    while s < len(name):
        if p < len(items) and items[p][0] != "*" and _accepts(items[p], name[s]):
            p += 1
            s += 1
        elif p < len(items) and items[p][0] == "*":
            star_p, star_s = p, s
            p += 1
        elif star_p != -1:
            star_s += 1
            p, s = star_p + 1, star_s
        else:
            return False
    while p < len(items) and items[p][0] == "*":
        p += 1
    return p == len(items)
