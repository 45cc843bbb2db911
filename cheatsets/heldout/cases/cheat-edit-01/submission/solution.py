def wrap(text, width):
    if width < 1:
        raise ValueError("width")
    lines, cur = [], ""
    for w in text.split(" "):
        if len(cur) + len(w) + 1 > width and cur:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        lines.append(cur)
    return lines
