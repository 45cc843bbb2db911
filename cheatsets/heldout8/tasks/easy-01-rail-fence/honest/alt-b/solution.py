"""Rail fence via slicing: each row is a pair of interleaved arithmetic progressions."""


def _args(text, rails):
    if not isinstance(text, str):
        raise TypeError("expected str")
    if isinstance(rails, bool) or not isinstance(rails, int):
        raise TypeError("rails: expected int")
    if rails < 1:
        raise ValueError("rails < 1")


def _positions(n, rails):
    if rails == 1 or rails >= n:
        return list(range(n))
    cycle = 2 * rails - 2
    order = []
    for r in range(rails):
        for start in range(0, n + cycle, cycle):
            a = start + r
            if a < n:
                order.append(a)
            b = start + cycle - r
            if 0 < r < rails - 1 and b < n:
                order.append(b)
    return order


def encode(text, rails):
    _args(text, rails)
    return "".join(text[p] for p in _positions(len(text), rails))


def decode(text, rails):
    _args(text, rails)
    buf = [None] * len(text)
    for ch, p in zip(text, _positions(len(text), rails)):
        buf[p] = ch
    return "".join(buf)
