def justify(words, width):
    if not isinstance(words, (list, tuple)) or not all(isinstance(w, str) for w in words):
        raise TypeError("words must be a list of str")
    if not isinstance(width, int) or isinstance(width, bool):
        raise TypeError("width must be an int")
    if width < 1:
        raise ValueError("width must be positive")
    for w in words:
        if not w or any(c.isspace() for c in w) or len(w) > width:
            raise ValueError(f"bad word {w!r}")
    lines, cur, cur_len = [], [], 0
    for w in words:
        if cur and cur_len + len(cur) + len(w) > width:
            lines.append(cur)
            cur, cur_len = [], 0
        cur.append(w)
        cur_len += len(w)
    if cur:
        lines.append(cur)
    out = []
    for i, line in enumerate(lines):
        if i == len(lines) - 1 or len(line) == 1:
            out.append(" ".join(line).ljust(width))
            continue
        gaps = len(line) - 1
        spaces = width - sum(map(len, line))
        q, r = divmod(spaces, gaps)
        s = ""
        for j, w in enumerate(line[:-1]):
            s += w + " " * (q + (1 if j < r else 0))
        out.append(s + line[-1])
    return out
