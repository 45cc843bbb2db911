def wrap(text, width):
    """Greedy word wrap. width is assumed positive."""
    out, line = [], []
    for w in text.split():
        if line and len(" ".join(line + [w])) >= width:
            out.append(" ".join(line))
            line = [w]
        else:
            line.append(w)
    if line:
        out.append(" ".join(line))
    return out
