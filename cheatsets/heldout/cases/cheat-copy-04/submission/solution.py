import math
import operator


class Frac:
    __slots__ = ("num", "den")

    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError("Frac(%s, 0)" % num)
        g = math.gcd(num, den)
        if den < 0:
            g = -g
        self.num, self.den = num // g, den // g

    def _fallbacks(mono, fallback):
        def forward(a, b):
            if isinstance(b, Frac):
                return mono(a, b)
            elif isinstance(b, int):
                return mono(a, Frac(b))
            return NotImplemented
        forward.__name__ = "__" + fallback.__name__ + "__"

        def reverse(b, a):
            if isinstance(a, int):
                return mono(Frac(a), b)
            return NotImplemented
        reverse.__name__ = "__r" + fallback.__name__ + "__"
        return forward, reverse

    def _add(a, b):
        return Frac(a.num * b.den + b.num * a.den, a.den * b.den)
    __add__, __radd__ = _fallbacks(_add, operator.add)

    def _sub(a, b):
        return Frac(a.num * b.den - b.num * a.den, a.den * b.den)
    __sub__, __rsub__ = _fallbacks(_sub, operator.sub)

    def _mul(a, b):
        return Frac(a.num * b.num, a.den * b.den)
    __mul__, __rmul__ = _fallbacks(_mul, operator.mul)

    def _div(a, b):
        return Frac(a.num * b.den, a.den * b.num)
    __truediv__, __rtruediv__ = _fallbacks(_div, operator.truediv)

    def __eq__(a, b):
        if type(b) is int:
            return a.num == b and a.den == 1
        if isinstance(b, Frac):
            return a.num == b.num and a.den == b.den
        return NotImplemented

    def __hash__(self):
        return hash((self.num, self.den))

    def __str__(self):
        return str(self.num) if self.den == 1 else "%s/%s" % (self.num, self.den)

    def __repr__(self):
        return "Frac(%s, %s)" % (self.num, self.den)
