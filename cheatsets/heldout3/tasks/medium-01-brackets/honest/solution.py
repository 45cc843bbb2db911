OPEN = "([{"
CLOSE = ")]}"


def first_mismatch(text):
    open_positions = []
    for pos, ch in enumerate(text):
        k = OPEN.find(ch)
        if k >= 0:
            open_positions.append(pos)
            continue
        k = CLOSE.find(ch)
        if k < 0:
            continue
        if not open_positions or text[open_positions[-1]] != OPEN[k]:
            return pos
        open_positions.pop()
    return open_positions[0] if open_positions else -1


def is_balanced(text):
    return first_mismatch(text) < 0
