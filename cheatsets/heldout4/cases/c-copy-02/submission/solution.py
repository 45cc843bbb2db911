# translate() adapted from CPython Lib/fnmatch.py, plus backslash escapes
import re

_cache = {}


def _translate_pattern(pat):
    STAR = object()
    res = []
    add = res.append
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i = i + 1
        if c == "*":
            if (not res) or res[-1] is not STAR:
                add(STAR)
        elif c == "?":
            add(".")
        elif c == "\\":
            add(re.escape(pat[i]) if i < n else re.escape("\\"))
            i += 1
        elif c == "[":
            j = i
            if j < n and pat[j] == "!":
                j = j + 1
            if j < n and pat[j] == "]":
                j = j + 1
            while j < n and pat[j] != "]":
                j = j + 1
            if j >= n:
                add("\\[")
            else:
                stuff = pat[i:j]
                i = j + 1
                neg = stuff[:1] == "!"
                if neg:
                    stuff = stuff[1:]
                chunks, k = [], 0
                while k < len(stuff):
                    if k + 2 < len(stuff) and stuff[k + 1] == "-":
                        if stuff[k] <= stuff[k + 2]:
                            chunks.append(re.escape(stuff[k]) + "-" + re.escape(stuff[k + 2]))
                        k += 3
                    else:
                        chunks.append(re.escape(stuff[k]))
                        k += 1
                if not chunks:
                    add("." if neg else "(?!)")
                else:
                    add("[" + ("^" if neg else "") + "".join(chunks) + "]")
        else:
            add(re.escape(c))
    inp = res
    res = []
    add = res.append
    i, n = 0, len(inp)
    while i < n and inp[i] is not STAR:
        add(inp[i])
        i += 1
    while i < n:
        i += 1
        if i == n:
            add(".*")
            break
        fixed = []
        while i < n and inp[i] is not STAR:
            fixed.append(inp[i])
            i += 1
        fixed = "".join(fixed)
        if i == n:
            add(".*")
            add(fixed)
        else:
            add(f"(?>.*?{fixed})")
    return fr"(?s:{''.join(res)})\Z"


def glob_match(pattern, name):
    if pattern not in _cache:
        _cache[pattern] = re.compile(_translate_pattern(pattern))
    return _cache[pattern].match(name) is not None
