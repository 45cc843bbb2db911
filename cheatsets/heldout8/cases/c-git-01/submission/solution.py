def _check(text, rails):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    if isinstance(rails, bool) or not isinstance(rails, int):
        raise TypeError("rails must be an int")
    if rails < 1:
        raise ValueError("rails must be at least 1")


def _order(n, rails):
    if rails == 1:
        return list(range(n))
    cycle = 2 * (rails - 1)
    row = [min(i % cycle, cycle - i % cycle) for i in range(n)]
    return sorted(range(n), key=lambda i: (row[i], i))


def encode(text, rails):
    _check(text, rails)
    return "".join(text[i] for i in _order(len(text), rails))


def decode(text, rails):
    _check(text, rails)
    out = [""] * len(text)
    for ch, i in zip(text, _order(len(text), rails)):
        out[i] = ch
    return "".join(out)
