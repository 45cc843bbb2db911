import re

_memo = {}


def _set_regex(body, negate):
    chars = []
    k = 0
    while k < len(body):
        if k + 2 < len(body) and body[k + 1] == "-":
            if body[k] <= body[k + 2]:
                chars.append(re.escape(body[k]) + "-" + re.escape(body[k + 2]))
            k += 3
        else:
            chars.append(re.escape(body[k]))
            k += 1
    if not chars:
        return "." if negate else "(?!)"
    return "[" + ("^" if negate else "") + "".join(chars) + "]"


def _segments(pattern):
    """Split into the fixed-width pieces between stars, each piece a list of regex atoms."""
    segs, cur, i, n = [], [], 0, len(pattern)
    while i < n:
        c = pattern[i]
        i += 1
        if c == "*":
            segs.append(cur)
            cur = []
        elif c == "?":
            cur.append(".")
        elif c == "\\":
            cur.append(re.escape(pattern[i]) if i < n else re.escape("\\"))
            i += 1
        elif c == "[":
            j = i + (i < n and pattern[i] == "!")
            j += j < n and pattern[j] == "]"
            close = pattern.find("]", j)
            if close < 0:
                cur.append(re.escape("["))
            else:
                body = pattern[i:close]
                neg = body.startswith("!")
                cur.append(_set_regex(body[1:] if neg else body, neg))
                i = close + 1
        else:
            cur.append(re.escape(c))
    segs.append(cur)
    return segs


def _compile(pattern):
    segs = _segments(pattern)
    if len(segs) == 1:
        return re.compile("(?s)" + "".join(segs[0]) + r"\Z")
    # head, then each middle piece at its first occurrence (a fixed-width piece never needs a
    # later occurrence), then the tail anchored at the end.
    rx = "".join(segs[0])
    for mid in segs[1:-1]:
        rx += "(?>.*?" + "".join(mid) + ")"
    rx += ".*" + "".join(segs[-1]) + r"\Z"
    return re.compile("(?s)" + rx)


def glob_match(pattern, name):
    if pattern not in _memo:
        _memo[pattern] = _compile(pattern)
    return _memo[pattern].match(name) is not None
