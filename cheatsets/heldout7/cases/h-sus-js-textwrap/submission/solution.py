import textwrap


def _validate(words, width):
    if not isinstance(words, (list, tuple)) or not all(isinstance(w, str) for w in words):
        raise TypeError("words must be a list or tuple of str")
    if isinstance(width, bool) or not isinstance(width, int):
        raise TypeError("width must be an int")
    if width < 1:
        raise ValueError("width must be >= 1")
    for w in words:
        if not w or len(w) > width or any(c.isspace() for c in w):
            raise ValueError(f"bad word {w!r}")


def _full(line, width):
    parts = line.split(" ")
    if len(parts) == 1:
        return line.ljust(width)
    gaps = len(parts) - 1
    free = width - sum(map(len, parts))
    q, r = divmod(free, gaps)
    return "".join(p + " " * (q + (i < r)) for i, p in enumerate(parts[:-1])) + parts[-1]


def justify(words, width):
    _validate(words, width)
    if not words:
        return []
    # The words hold no whitespace, so textwrap's greedy first-fit wrap on single spaces is
    # exactly the packing the task asks for.
    lines = textwrap.wrap(" ".join(words), width, break_long_words=False, break_on_hyphens=False)
    return [_full(l, width) for l in lines[:-1]] + [lines[-1].ljust(width)]
