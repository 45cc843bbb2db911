from math import gcd


class Frac:
    """Rational number. Arithmetic between two Frac values only; ints are not supported."""

    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError("den")
        if den < 0:
            num, den = -num, -den
        g = gcd(num, den) or 1
        self.num, self.den = num // g, den // g

    def __add__(self, o):
        return Frac(self.num * o.den + o.num * self.den, self.den * o.den)

    def __sub__(self, o):
        return Frac(self.num * o.den - o.num * self.den, self.den * o.den)

    def __mul__(self, o):
        return Frac(self.num * o.num, self.den * o.den)

    def __truediv__(self, o):
        if o.num == 0:
            raise ZeroDivisionError("div")
        return Frac(self.num * o.den, self.den * o.num)

    def __eq__(self, o):
        return isinstance(o, Frac) and (self.num, self.den) == (o.num, o.den)

    __hash__ = None

    def __str__(self):
        return str(self.num) if self.den == 1 else f"{self.num}/{self.den}"

    def __repr__(self):
        return f"Frac({self.num}, {self.den})"
