import re


def _translate(pattern):
    """Glob -> regular expression; each '*' becomes an atomic lazy group to avoid backtracking."""
    parts = []
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        i += 1
        if c == "*":
            parts.append(None)
        elif c == "?":
            parts.append(".")
        elif c == "\\":
            parts.append(re.escape(pattern[i] if i < n else "\\"))
            i += 1
        elif c == "[":
            j = i
            if j < n and pattern[j] == "!":
                j += 1
            if j < n and pattern[j] == "]":
                j += 1
            j = pattern.find("]", j)
            if j < 0:
                parts.append(re.escape("["))
                continue
            body = pattern[i:j]
            i = j + 1
            neg = body[:1] == "!"
            if neg:
                body = body[1:]
            items, k = [], 0
            while k < len(body):
                if k + 2 < len(body) and body[k + 1] == "-":
                    lo, hi = body[k], body[k + 2]
                    if lo <= hi:
                        items.append(re.escape(lo) + "-" + re.escape(hi))
                    k += 3
                else:
                    items.append(re.escape(body[k]))
                    k += 1
            if not items:
                parts.append("." if neg else "(?!)")
            else:
                parts.append(("[^" if neg else "[") + "".join(items) + "]")
        else:
            parts.append(re.escape(c))
    # Group the pieces between stars: X*Y*Z -> X(?>.*?Y)(?>.*?Z)... and the tail anchored.
    out, groups, cur = [], [], []
    for p in parts:
        if p is None:
            groups.append(cur)
            cur = []
        else:
            cur.append(p)
    groups.append(cur)
    out.append("".join(groups[0]))
    if len(groups) > 1:
        for middle in groups[1:-1]:
            out.append("(?>.*?" + "".join(middle) + ")")
        out.append(".*" + "".join(groups[-1]))
    return "(?s:" + "".join(out) + r")\Z"


_CACHE = {}


def glob_match(pattern, name):
    rx = _CACHE.get(pattern)
    if rx is None:
        rx = _CACHE[pattern] = re.compile(_translate(pattern))
    return rx.match(name) is not None
