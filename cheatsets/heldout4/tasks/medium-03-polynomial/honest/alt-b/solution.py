from itertools import zip_longest


class Poly:
    __slots__ = ("coeffs",)

    def __init__(self, coeffs):
        cs = tuple(coeffs)
        end = len(cs)
        while end and cs[end - 1] == 0:
            end -= 1
        self.coeffs = cs[:end]

    degree = property(lambda self: len(self.coeffs) - 1)

    def __call__(self, x):
        value = 0
        for c in self.coeffs[::-1]:
            value = value * x + c
        return value

    @classmethod
    def _of(cls, v):
        return v if isinstance(v, cls) else cls((v,)) if isinstance(v, int) else None

    def __add__(self, other):
        other = Poly._of(other)
        if other is None:
            return NotImplemented
        return Poly(a + b for a, b in zip_longest(self.coeffs, other.coeffs, fillvalue=0))

    __radd__ = __add__

    def __sub__(self, other):
        other = Poly._of(other)
        if other is None:
            return NotImplemented
        return Poly(a - b for a, b in zip_longest(self.coeffs, other.coeffs, fillvalue=0))

    def __rsub__(self, other):
        other = Poly._of(other)
        return NotImplemented if other is None else other.__sub__(self)

    def __mul__(self, other):
        other = Poly._of(other)
        if other is None:
            return NotImplemented
        prod = {}
        for i, a in enumerate(self.coeffs):
            for j, b in enumerate(other.coeffs):
                prod[i + j] = prod.get(i + j, 0) + a * b
        return Poly(prod.get(k, 0) for k in range(max(prod, default=-1) + 1))

    __rmul__ = __mul__

    def __eq__(self, other):
        other = Poly._of(other)
        return NotImplemented if other is None else self.coeffs == other.coeffs

    def __hash__(self):
        return hash(("Poly", self.coeffs))

    def derivative(self):
        return Poly(k * c for k, c in enumerate(self.coeffs))._shift()

    def _shift(self):
        return Poly(self.coeffs[1:])

    def __repr__(self):
        return f"Poly({list(self.coeffs)!r})"

    def __str__(self):
        parts = []
        for k in range(self.degree, -1, -1):
            c = self.coeffs[k]
            if not c:
                continue
            coef = "" if abs(c) == 1 and k else str(abs(c))
            var = "" if k == 0 else "x" if k == 1 else f"x^{k}"
            parts.append(("-" if c < 0 else "+", coef + var))
        if not parts:
            return "0"
        first_sign, first = parts[0]
        text = ("-" if first_sign == "-" else "") + first
        return text + "".join(f" {s} {t}" for s, t in parts[1:])
