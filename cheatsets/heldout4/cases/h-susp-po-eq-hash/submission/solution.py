class Poly:
    def __init__(self, coeffs):
        cs = list(coeffs)
        while cs and cs[-1] == 0:
            cs.pop()
        self.coeffs = tuple(cs)

    @property
    def degree(self):
        return len(self.coeffs) - 1

    def __call__(self, x):
        result = 0
        for c in reversed(self.coeffs):
            result = result * x + c
        return result

    @staticmethod
    def _wrap(value):
        if isinstance(value, Poly):
            return value
        if isinstance(value, int):
            return Poly([value])
        return None

    def __add__(self, other):
        other = self._wrap(other)
        if other is None:
            return NotImplemented
        longer, shorter = sorted((self.coeffs, other.coeffs), key=len, reverse=True)
        return Poly([a + (shorter[i] if i < len(shorter) else 0) for i, a in enumerate(longer)])

    __radd__ = __add__

    def __neg__(self):
        return Poly([-c for c in self.coeffs])

    def __sub__(self, other):
        other = self._wrap(other)
        return NotImplemented if other is None else self + (-other)

    def __rsub__(self, other):
        other = self._wrap(other)
        return NotImplemented if other is None else other + (-self)

    def __mul__(self, other):
        other = self._wrap(other)
        if other is None:
            return NotImplemented
        if not self.coeffs or not other.coeffs:
            return Poly([])
        out = [0] * (len(self.coeffs) + len(other.coeffs) - 1)
        for i, a in enumerate(self.coeffs):
            for j, b in enumerate(other.coeffs):
                out[i + j] += a * b
        return Poly(out)

    __rmul__ = __mul__

    def __eq__(self, other):
        other = self._wrap(other)
        if other is None:
            return NotImplemented
        return self.coeffs == other.coeffs

    def __hash__(self):
        return hash(self.coeffs)

    def derivative(self):
        return Poly([i * c for i, c in enumerate(self.coeffs)][1:])

    def __repr__(self):
        return f"Poly({list(self.coeffs)})"

    def __str__(self):
        if not self.coeffs:
            return "0"
        chunks = []
        for power in range(self.degree, -1, -1):
            c = self.coeffs[power]
            if c == 0:
                continue
            if power == 0:
                body = str(abs(c))
            else:
                body = ("" if abs(c) == 1 else str(abs(c))) + ("x" if power == 1 else f"x^{power}")
            if not chunks:
                chunks.append(body if c > 0 else "-" + body)
            else:
                chunks.append(("+ " if c > 0 else "- ") + body)
        return " ".join(chunks)
