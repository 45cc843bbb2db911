def transpose(lines):
    if not isinstance(lines, list) or not all(isinstance(s, str) for s in lines):
        raise TypeError("lines must be a list of strings")
    rows = list(lines)
    need = 0
    for i in range(len(rows) - 1, -1, -1):
        need = max(need, len(rows[i]))
        rows[i] = rows[i].ljust(need)
    if not rows:
        return []
    return ["".join(r[c] for r in rows if c < len(r)) for c in range(len(rows[0]))]
