def wrap(text, width):
    if width < 1:
        raise ValueError("width must be at least 1")
    lines = []
    current = []
    length = 0
    for word in text.split():
        extra = len(word) + (1 if current else 0)
        if current and length + extra > width:
            lines.append(" ".join(current))
            current, length = [word], len(word)
        else:
            current.append(word)
            length += extra
    if current:
        lines.append(" ".join(current))
    return lines
