def _check(text, rails):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    if isinstance(rails, bool) or not isinstance(rails, int):
        raise TypeError("rails must be an integer")
    if rails < 1:
        raise ValueError("rails must be >= 1")


def _rows(n, rails):
    """Rail number of each position along the zigzag."""
    if rails == 1:
        return [0] * n
    period = 2 * rails - 2
    out = []
    for i in range(n):
        k = i % period
        out.append(k if k < rails else period - k)
    return out


def _permutation(n, rails):
    rows = _rows(n, rails)
    return sorted(range(n), key=lambda i: rows[i])  # stable: keeps left-to-right order


def encode(text, rails):
    _check(text, rails)
    return "".join(text[i] for i in _permutation(len(text), rails))


def decode(text, rails):
    _check(text, rails)
    plain = [None] * len(text)
    for src, dst in enumerate(_permutation(len(text), rails)):
        plain[dst] = text[src]
    return "".join(plain)
