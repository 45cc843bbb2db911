def justify(words, width):
    if not isinstance(words, (list, tuple)) or not all(isinstance(w, str) for w in words):
        raise TypeError("words must be a list of str")
    if isinstance(width, bool) or not isinstance(width, int):
        raise TypeError("width must be an int")
    if width < 1 or any(not w or len(w) > width or any(c.isspace() for c in w) for w in words):
        raise ValueError("invalid input")
    if not words:
        return []
    out, row, letters = [], [], 0
    for token in words:
        if letters + len(token) + len(row) > width:
            for k in range(width - letters):
                row[k % (len(row) - 1 or 1)] += " "
            out.append("".join(row))
            row, letters = [], 0
        row += [token]
        letters += len(token)
    return out + [" ".join(row).ljust(width)]
