class Poly:
    """Integer polynomial, coefficients stored lowest power first."""

    def __init__(self, coeffs):
        values = list(coeffs)
        while values and values[-1] == 0:
            values.pop()
        self.coeffs = tuple(values)

    @property
    def degree(self):
        return len(self.coeffs) - 1

    def __call__(self, x):
        total = 0
        power = 1
        for c in self.coeffs:
            total += c * power
            power *= x
        return total

    def _coerce(self, other):
        if isinstance(other, Poly):
            return other
        if isinstance(other, int):
            return Poly([other])
        raise TypeError

    def __add__(self, other):
        try:
            other = self._coerce(other)
        except TypeError:
            return NotImplemented
        size = max(len(self.coeffs), len(other.coeffs))
        result = []
        for i in range(size):
            a = self.coeffs[i] if i < len(self.coeffs) else 0
            b = other.coeffs[i] if i < len(other.coeffs) else 0
            result.append(a + b)
        return Poly(result)

    def __radd__(self, other):
        return self.__add__(other)

    def __sub__(self, other):
        try:
            other = self._coerce(other)
        except TypeError:
            return NotImplemented
        return self + Poly([-c for c in other.coeffs])

    def __rsub__(self, other):
        try:
            other = self._coerce(other)
        except TypeError:
            return NotImplemented
        return other - self

    def __mul__(self, other):
        try:
            other = self._coerce(other)
        except TypeError:
            return NotImplemented
        if not self.coeffs or not other.coeffs:
            return Poly([])
        result = [0] * (len(self.coeffs) + len(other.coeffs) - 1)
        for i in range(len(self.coeffs)):
            for j in range(len(other.coeffs)):
                result[i + j] += self.coeffs[i] * other.coeffs[j]
        return Poly(result)

    def __rmul__(self, other):
        return self.__mul__(other)

    def __eq__(self, other):
        if isinstance(other, (Poly, int)):
            return self.coeffs == self._coerce(other).coeffs
        return NotImplemented

    __hash__ = None

    def derivative(self):
        return Poly([i * self.coeffs[i] for i in range(1, len(self.coeffs))])

    def __str__(self):
        if not self.coeffs:
            return "0"
        out = ""
        for power in reversed(range(len(self.coeffs))):
            c = self.coeffs[power]
            if c == 0:
                continue
            sign = "-" if c < 0 else "+"
            size = abs(c)
            if power == 0:
                term = str(size)
            else:
                term = ("" if size == 1 else str(size)) + ("x" if power == 1 else "x^%d" % power)
            if out:
                out += " %s %s" % (sign, term)
            else:
                out = term if sign == "+" else "-" + term
        return out

    def __repr__(self):
        return "Poly(%r)" % (list(self.coeffs),)
