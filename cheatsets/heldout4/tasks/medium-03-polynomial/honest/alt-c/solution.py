from collections import defaultdict


def _as_poly(v):
    if isinstance(v, Poly):
        return v
    if isinstance(v, int):
        return Poly([v])
    return None


class Poly:
    def __init__(self, coeffs):
        terms = {}
        for power, c in enumerate(coeffs):
            if c:
                terms[power] = c
        self._terms = terms  # sparse: power -> nonzero coefficient

    @property
    def coeffs(self):
        if not self._terms:
            return ()
        return tuple(self._terms.get(p, 0) for p in range(max(self._terms) + 1))

    @property
    def degree(self):
        return max(self._terms, default=-1)

    def __call__(self, x):
        return sum(c * x ** p for p, c in self._terms.items())

    def _combine(self, other, sign):
        acc = defaultdict(int, self._terms)
        for p, c in other._terms.items():
            acc[p] += sign * c
        top = max(acc, default=-1)
        return Poly([acc.get(p, 0) for p in range(top + 1)])

    def __add__(self, other):
        o = _as_poly(other)
        return NotImplemented if o is None else self._combine(o, 1)

    def __radd__(self, other):
        return self.__add__(other)

    def __sub__(self, other):
        o = _as_poly(other)
        return NotImplemented if o is None else self._combine(o, -1)

    def __rsub__(self, other):
        o = _as_poly(other)
        return NotImplemented if o is None else o._combine(self, -1)

    def __mul__(self, other):
        o = _as_poly(other)
        if o is None:
            return NotImplemented
        acc = defaultdict(int)
        for p, a in self._terms.items():
            for q, b in o._terms.items():
                acc[p + q] += a * b
        return Poly([acc.get(k, 0) for k in range(max(acc, default=-1) + 1)])

    def __rmul__(self, other):
        return self.__mul__(other)

    def __eq__(self, other):
        o = _as_poly(other)
        if o is None:
            return NotImplemented
        return self._terms == o._terms

    def __hash__(self):
        return hash(tuple(sorted(self._terms.items())))

    def derivative(self):
        d = {p - 1: p * c for p, c in self._terms.items() if p > 0}
        return Poly([d.get(k, 0) for k in range(max(d, default=-1) + 1)])

    def __str__(self):
        pieces = []
        for p in sorted(self._terms, reverse=True):
            c = self._terms[p]
            num = "" if (abs(c) == 1 and p > 0) else str(abs(c))
            xs = {0: "", 1: "x"}.get(p, "x^" + str(p))
            sign = "-" if c < 0 else "+"
            pieces.append(sign + num + xs)
        if not pieces:
            return "0"
        s = pieces[0].lstrip("+")
        for piece in pieces[1:]:
            s += " " + piece[0] + " " + piece[1:]
        return s

    __repr__ = __str__
