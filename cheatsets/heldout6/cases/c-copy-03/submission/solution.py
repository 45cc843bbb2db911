# matcher after Kernighan & Pike ("The Practice of Programming", ch. 9), extended


def _atom(p, i):
    if p[i] == "\\":
        if i + 1 >= len(p):
            raise ValueError("trailing backslash")
        return ("=", p[i + 1]), i + 2
    if p[i] == "[":
        j = i + 1
        neg = p[j:j + 1] == "^"
        j += neg
        members = []
        while j < len(p) and (p[j] != "]" or not members):
            if p[j] == "]":
                raise ValueError("empty class")
            if p[j] == "\\":
                j += 1
            members.append(p[j])
            j += 1
        if j >= len(p):
            raise ValueError("unclosed class")
        return ("[", neg, members), j + 1
    if p[i] in "(){}|^$":
        raise ValueError("unsupported")
    if p[i] in "*+?":
        raise ValueError("nothing to repeat")
    return ("=", p[i]) if p[i] != "." else (".",), i + 1


def _one(a, c):
    if a[0] == ".":
        return c != "\n"
    if a[0] == "=":
        return a[1] == c
    inside, m = False, a[2]
    k = 0
    while k < len(m):
        if k + 2 < len(m) and m[k + 1] == "-":
            if m[k + 2] < m[k]:
                raise ValueError("bad range")
            inside = inside or m[k] <= c <= m[k + 2]
            k += 3
        else:
            inside = inside or m[k] == c
            k += 1
    return inside != a[1]


def _here(p, i, t, j):
    if i == len(p):
        return j == len(t)
    a, k = _atom(p, i)
    q = p[k] if k < len(p) and p[k] in "*+?" else ""
    if q and k + 1 < len(p) and p[k + 1] in "*+?":
        raise ValueError("nothing to repeat")
    nxt = k + (1 if q else 0)
    if q == "*":
        return _star(a, p, nxt, t, j)
    if q == "+":
        return j < len(t) and _one(a, t[j]) and _star(a, p, nxt, t, j + 1)
    if q == "?":
        return (j < len(t) and _one(a, t[j]) and _here(p, nxt, t, j + 1)) or _here(p, nxt, t, j)
    return j < len(t) and _one(a, t[j]) and _here(p, nxt, t, j + 1)


def _star(a, p, i, t, j):
    while True:
        if _here(p, i, t, j):
            return True
        if not (j < len(t) and _one(a, t[j])):
            return False
        j += 1


def fullmatch(pattern, text):
    i = 0
    while i < len(pattern):  # validate the whole pattern first
        a, i = _atom(pattern, i)
        if a[0] == "[":
            _one(a, "")
        if i < len(pattern) and pattern[i] in "*+?":
            i += 1
            if i < len(pattern) and pattern[i] in "*+?":
                raise ValueError("nothing to repeat")
    return bool(_here(pattern, 0, text, 0))
