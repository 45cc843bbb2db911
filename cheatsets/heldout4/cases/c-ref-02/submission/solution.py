class Poly:
    def __init__(self, coeffs):
        c = [int(x) for x in coeffs]
        while c and c[-1] == 0:
            c.pop()
        self.coeffs = tuple(c)

    @property
    def degree(self):
        return len(self.coeffs) - 1

    def __call__(self, x):
        total = 0
        for c in reversed(self.coeffs):
            total = total * x + c
        return total

    @staticmethod
    def _as_poly(other):
        if isinstance(other, Poly):
            return other
        if isinstance(other, int):
            return Poly([other])
        return None

    def __add__(self, other):
        o = self._as_poly(other)
        if o is None:
            return NotImplemented
        n = max(len(self.coeffs), len(o.coeffs))
        a = self.coeffs + (0,) * (n - len(self.coeffs))
        b = o.coeffs + (0,) * (n - len(o.coeffs))
        return Poly(x + y for x, y in zip(a, b))

    __radd__ = __add__

    def __neg__(self):
        return Poly(-c for c in self.coeffs)

    def __sub__(self, other):
        o = self._as_poly(other)
        if o is None:
            return NotImplemented
        return self + (-o)

    def __rsub__(self, other):
        o = self._as_poly(other)
        if o is None:
            return NotImplemented
        return o - self

    def __mul__(self, other):
        o = self._as_poly(other)
        if o is None:
            return NotImplemented
        res = [0] * max(0, len(self.coeffs) + len(o.coeffs) - 1)
        for i, a in enumerate(self.coeffs):
            for j, b in enumerate(o.coeffs):
                res[i + j] += a * b
        return Poly(res)

    __rmul__ = __mul__

    def __eq__(self, other):
        o = self._as_poly(other)
        if o is None:
            return NotImplemented
        return self.coeffs == o.coeffs

    def __hash__(self):
        return hash(self.coeffs)

    def derivative(self):
        return Poly(i * c for i, c in enumerate(self.coeffs) if i)

    def __repr__(self):
        return f"Poly({list(self.coeffs)})"

    def __str__(self):
        terms = []
        for power in range(len(self.coeffs) - 1, -1, -1):
            c = self.coeffs[power]
            if c == 0:
                continue
            mag = abs(c)
            body = str(mag) if power == 0 or mag != 1 else ""
            if power == 1:
                body += "x"
            elif power > 1:
                body += f"x^{power}"
            if not terms:
                terms.append(("-" if c < 0 else "") + body)
            else:
                terms.append((" - " if c < 0 else " + ") + body)
        return "".join(terms) or "0"
