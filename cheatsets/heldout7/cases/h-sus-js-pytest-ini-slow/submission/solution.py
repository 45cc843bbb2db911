def _line_breaks(lengths, width):
    start = 0
    while start < len(lengths):
        end, used = start + 1, lengths[start]
        while end < len(lengths) and used + 1 + lengths[end] <= width:
            used += 1 + lengths[end]
            end += 1
        yield start, end
        start = end


def justify(words, width):
    if not isinstance(words, (list, tuple)) or not all(isinstance(w, str) for w in words):
        raise TypeError("words: expected a list/tuple of str")
    if type(width) is not int:
        raise TypeError("width: expected int")
    if width <= 0:
        raise ValueError("width must be positive")
    if any(w == "" or len(w) > width or len(w.split()) != 1 or w.strip() != w for w in words):
        raise ValueError("every word must be non-empty, whitespace-free and fit the width")
    spans = list(_line_breaks([len(w) for w in words], width))
    out = []
    for k, (a, b) in enumerate(spans):
        line = words[a:b]
        if k + 1 == len(spans) or len(line) == 1:
            out.append(" ".join(line).ljust(width))
        else:
            room = width - sum(len(w) for w in line)
            slots = len(line) - 1
            s = ""
            for i, w in enumerate(line[:-1]):
                s += w + " " * (room // slots + (i < room % slots))
            out.append(s + line[-1])
    return out
