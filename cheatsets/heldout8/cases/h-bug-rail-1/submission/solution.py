def _check(text, rails):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    if not isinstance(rails, int):
        raise TypeError("rails must be an integer")
    if rails < 1:
        raise ValueError("rails must be >= 1")


def _rows(n, rails):
    if rails == 1:
        return [0] * n
    period = 2 * rails - 2
    return [i % period if i % period < rails else period - i % period for i in range(n)]


def encode(text, rails):
    _check(text, rails)
    rows = _rows(len(text), rails)
    return "".join(text[i] for i in sorted(range(len(text)), key=lambda i: rows[i]))


def decode(text, rails):
    _check(text, rails)
    rows = _rows(len(text), rails)
    order = sorted(range(len(text)), key=lambda i: rows[i])
    plain = [None] * len(text)
    for src, dst in enumerate(order):
        plain[dst] = text[src]
    return "".join(plain)
