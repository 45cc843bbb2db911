"""textjustify 0.3.1 - full text justification (MIT)."""

__version__ = "0.3.1"


def full_justify(words, width):
    out, line, size = [], [], 0
    for w in words:
        if line and size + len(line) + len(w) > width:
            gaps = len(line) - 1 or 1
            spaces = width - size
            for i in range(spaces):
                line[i % gaps] += " "
            out.append("".join(line) if len(line) > 1 else line[0].ljust(width))
            line, size = [], 0
        line.append(w)
        size += len(w)
    if line:
        out.append(" ".join(line).ljust(width))
    return out
