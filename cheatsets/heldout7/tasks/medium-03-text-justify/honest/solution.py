def _validate(words, width):
    if not isinstance(words, (list, tuple)):
        raise TypeError("words must be a list or tuple")
    for w in words:
        if not isinstance(w, str):
            raise TypeError("every word must be a str")
    if type(width) is not int:
        raise TypeError("width must be an int")
    if width < 1:
        raise ValueError("width must be at least 1")
    for w in words:
        if w == "" or len(w.split()) != 1 or w.split()[0] != w:
            raise ValueError("words must be non-empty and contain no whitespace")
        if len(w) > width:
            raise ValueError("word longer than the line width: %r" % w)


def _pack(words, width):
    line, used = [], -1
    for w in words:
        if used + 1 + len(w) > width:
            yield line
            line, used = [], -1
        line.append(w)
        used += 1 + len(w)
    if line:
        yield line


def _spread(line, width):
    if len(line) == 1:
        return line[0] + " " * (width - len(line[0]))
    total_spaces = width - sum(len(w) for w in line)
    gaps = len(line) - 1
    text = line[0]
    for k, w in enumerate(line[1:]):
        extra = 1 if k < total_spaces % gaps else 0
        text += " " * (total_spaces // gaps + extra) + w
    return text


def justify(words, width):
    _validate(words, width)
    lines = list(_pack(words, width))
    out = [_spread(l, width) for l in lines[:-1]]
    if lines:
        last = " ".join(lines[-1])
        out.append(last + " " * (width - len(last)))
    return out
