def transpose(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("lines must be a list of strings")
    for s in lines:
        if not isinstance(s, str):
            raise TypeError("lines must be a list of strings")
    rows = list(lines)
    # pad each row to the longest row at or below it
    need = 0
    for i in reversed(range(len(rows))):
        need = max(need, len(rows[i]))
        rows[i] = rows[i].ljust(need)
    width = len(rows[0]) if rows else 0
    result = []
    for c in range(width):
        result.append("".join(r[c] for r in rows if c < len(r)))
    return result
