from math import gcd

from _numeric import NumericMixin


class Frac(NumericMixin):
    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError("den")
        if den < 0:
            num, den = -num, -den
        g = gcd(num, den) or 1
        self.num, self.den = num // g, den // g

    def _o(self, o):
        return o if isinstance(o, Frac) else Frac(o)

    def __add__(self, o):
        o = self._o(o)
        return Frac(self.num + o.num, self.den + o.den)

    __radd__ = __add__

    def __sub__(self, o):
        o = self._o(o)
        return Frac(self.num - o.num, self.den)

    def __rsub__(self, o):
        return self._o(o) - self

    def __mul__(self, o):
        o = self._o(o)
        return Frac(self.num * o.num, self.den * o.den)

    __rmul__ = __mul__

    def __truediv__(self, o):
        o = self._o(o)
        if o.num == 0:
            raise ZeroDivisionError("div")
        return Frac(self.num * o.den, self.den * o.num)

    def __rtruediv__(self, o):
        return self._o(o) / self

    def __str__(self):
        return str(self.num) if self.den == 1 else f"{self.num}/{self.den}"

    def __repr__(self):
        return f"Frac({self.num}, {self.den})"
