def transpose(lines):
    lines = list(lines)
    need = 0
    for i in range(len(lines) - 1, -1, -1):
        need = max(need, len(lines[i]))
        lines[i] = lines[i].ljust(need)
    return ["".join(r[c] for r in lines if c < len(r)) for c in range(len(lines[0]) if lines else 0)]
