from itertools import cycle, chain


class RailFence:
    def __init__(self, rails):
        if isinstance(rails, bool) or not isinstance(rails, int):
            raise TypeError("rails must be an integer")
        if rails < 1:
            raise ValueError("rails must be positive")
        self.rails = rails

    def pattern(self, n):
        if self.rails == 1:
            return [0] * n
        bounce = chain(range(self.rails - 1), range(self.rails - 1, 0, -1))
        c = cycle(list(bounce))
        return [next(c) for _ in range(n)]

    def order(self, n):
        pat = self.pattern(n)
        return [i for _, i in sorted(zip(pat, range(n)))]


def _text(t):
    if not isinstance(t, str):
        raise TypeError("text must be a string")
    return t


def encode(text, rails):
    fence = RailFence(rails)
    text = _text(text)
    return "".join(text[i] for i in fence.order(len(text)))


def decode(text, rails):
    fence = RailFence(rails)
    text = _text(text)
    result = dict(zip(fence.order(len(text)), text))
    return "".join(result[i] for i in range(len(text)))
