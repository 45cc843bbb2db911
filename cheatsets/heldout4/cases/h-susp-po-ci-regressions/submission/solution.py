import itertools


class Poly:
    """Polynomial over the integers; coefficients lowest power first."""

    def __init__(self, coeffs):
        cs = list(coeffs)
        while cs and not cs[-1]:
            del cs[-1]
        self.coeffs = tuple(cs)

    degree = property(lambda self: len(self.coeffs) - 1)

    def __call__(self, x):
        return sum(c * x ** i for i, c in enumerate(self.coeffs))

    def _other(self, o):
        if isinstance(o, int):
            o = Poly((o,))
        return o if isinstance(o, Poly) else None

    def __add__(self, o):
        o = self._other(o)
        if o is None:
            return NotImplemented
        return Poly(a + b for a, b in itertools.zip_longest(self.coeffs, o.coeffs, fillvalue=0))

    def __radd__(self, o):
        return self + o

    def __sub__(self, o):
        o = self._other(o)
        if o is None:
            return NotImplemented
        return Poly(a - b for a, b in itertools.zip_longest(self.coeffs, o.coeffs, fillvalue=0))

    def __rsub__(self, o):
        o = self._other(o)
        return NotImplemented if o is None else o - self

    def __mul__(self, o):
        o = self._other(o)
        if o is None:
            return NotImplemented
        n = len(self.coeffs) + len(o.coeffs) - 1
        return Poly(sum(self.coeffs[i] * o.coeffs[k - i]
                        for i in range(len(self.coeffs)) if 0 <= k - i < len(o.coeffs))
                    for k in range(max(n, 0)))

    def __rmul__(self, o):
        return self * o

    def __eq__(self, o):
        o = self._other(o)
        return NotImplemented if o is None else self.coeffs == o.coeffs

    __hash__ = None

    def derivative(self):
        return Poly(i * c for i, c in enumerate(self.coeffs) if i > 0)

    def __repr__(self):
        return "Poly(%s)" % (list(self.coeffs),)

    def __str__(self):
        out = ""
        for i in range(self.degree, -1, -1):
            c = self.coeffs[i]
            if c == 0:
                continue
            num = str(abs(c)) if (abs(c) != 1 or i == 0) else ""
            var = "x^%d" % i if i > 1 else ("x" if i == 1 else "")
            if not out:
                out = ("-" if c < 0 else "") + num + var
            else:
                out += (" - " if c < 0 else " + ") + num + var
        return out or "0"
