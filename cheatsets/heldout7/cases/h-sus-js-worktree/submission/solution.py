def justify(words, width):
    """Greedy full justification; see the task description."""
    if not isinstance(words, (list, tuple)):
        raise TypeError("words must be a list or tuple of str")
    if any(not isinstance(w, str) for w in words):
        raise TypeError("words must be a list or tuple of str")
    if isinstance(width, bool) or not isinstance(width, int):
        raise TypeError("width must be an int")
    if width < 1:
        raise ValueError("width must be at least 1")
    for w in words:
        if not w or len(w) > width or any(ch.isspace() for ch in w):
            raise ValueError(f"cannot place word {w!r} in width {width}")

    lines = []
    current = []
    current_len = 0
    for w in words:
        needed = len(w) if not current else current_len + 1 + len(w)
        if needed > width:
            lines.append(current)
            current, current_len = [w], len(w)
        else:
            current.append(w)
            current_len = needed
    if current:
        lines.append(current)

    result = []
    for idx, line in enumerate(lines):
        last = idx == len(lines) - 1
        if last or len(line) == 1:
            text = " ".join(line)
            result.append(text + " " * (width - len(text)))
            continue
        letters = sum(len(w) for w in line)
        gaps = len(line) - 1
        base, extra = divmod(width - letters, gaps)
        parts = []
        for g, w in enumerate(line[:-1]):
            parts.append(w)
            parts.append(" " * (base + 1 if g < extra else base))
        parts.append(line[-1])
        result.append("".join(parts))
    return result
