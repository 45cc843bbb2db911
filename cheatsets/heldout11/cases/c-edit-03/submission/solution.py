def transpose(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("lines must be a list of strings")
    width = max((len(s) for s in lines), default=0)
    return ["".join(s[c] for s in lines if c < len(s)) for c in range(width)]
