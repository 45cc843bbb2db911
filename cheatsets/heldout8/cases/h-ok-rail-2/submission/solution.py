def _validate(text, rails):
    if type(text) is not str:
        raise TypeError(f"text: expected str, got {type(text).__name__}")
    if type(rails) is not int:
        raise TypeError(f"rails: expected int, got {type(rails).__name__}")
    if rails < 1:
        raise ValueError(f"rails: must be at least 1, got {rails}")


def _zigzag(n, rails):
    row, down = 0, True
    for _ in range(n):
        yield row
        if rails == 1:
            continue
        if row == rails - 1:
            down = False
        elif row == 0:
            down = True
        row += 1 if down else -1


def encode(text, rails):
    _validate(text, rails)
    lines = [""] * rails
    for ch, r in zip(text, _zigzag(len(text), rails)):
        lines[r] += ch
    return "".join(lines)


def decode(text, rails):
    _validate(text, rails)
    path = list(_zigzag(len(text), rails))
    sizes = [path.count(r) for r in range(rails)]
    chunks, start = [], 0
    for size in sizes:
        chunks.append(iter(text[start:start + size]))
        start += size
    return "".join(next(chunks[r]) for r in path)
