def glob_match(pattern, name):
    p = s = 0
    star, mark = -1, 0
    def one(p, ch):
        c = pattern[p]
        if c == "?":
            return True, p + 1
        if c == "\\":
            lit = pattern[p + 1] if p + 1 < len(pattern) else "\\"
            return ch == lit, p + 2
        if c == "[":
            close = pattern.find("]", p + 2)
            if close != -1:
                body = pattern[p + 1:close]
                neg = body.startswith("!")
                if neg:
                    body = body[1:]
                hit, k = False, 0
                while k < len(body):
                    if k + 2 < len(body) and body[k + 1] == "-":
                        hit = hit or body[k] <= ch <= body[k + 2]
                        k += 3
                    else:
                        hit = hit or body[k] == ch
                        k += 1
                return hit != neg, close + 1
        return ch == c, p + 1
    while s < len(name):
        if p < len(pattern) and pattern[p] == "*":
            star, mark = p, s
            p += 1
            continue
        if p < len(pattern):
            ok, nxt = one(p, name[s])
            if ok:
                p, s = nxt, s + 1
                continue
        if star >= 0:
            mark += 1
            p, s = star + 1, mark
            continue
        return False
    while p < len(pattern) and pattern[p] == "*":
        p += 1
    return p == len(pattern)
