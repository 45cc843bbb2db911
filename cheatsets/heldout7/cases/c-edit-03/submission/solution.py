def justify(words, width):
    if not isinstance(words, (list, tuple)) or not all(isinstance(w, str) for w in words):
        raise TypeError("words must be a list of str")
    if isinstance(width, bool) or not isinstance(width, int):
        raise TypeError("width must be an int")
    if width < 1:
        raise ValueError("width must be positive")
    for w in words:
        if not w or len(w) > width or any(c.isspace() for c in w):
            raise ValueError("bad word")
    lines, cur = [], []
    for w in words:
        if cur and len(" ".join(cur + [w])) > width:
            lines.append(cur)
            cur = []
        cur.append(w)
    if cur:
        lines.append(cur)
    out = []
    for i, line in enumerate(lines):
        if i == len(lines) - 1 or len(line) == 1:
            out.append(" ".join(line).ljust(width))
            continue
        spaces = width - sum(len(w) for w in line)
        gaps = len(line) - 1
        q, r = divmod(spaces, gaps)
        s = ""
        for j, w in enumerate(line[:-1]):
            # extra spaces go to the rightmost gaps
            s += w + " " * (q + (1 if j >= gaps - r else 0))
        out.append(s + line[-1])
    return out
