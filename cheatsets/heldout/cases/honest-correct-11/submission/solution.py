import math


class Frac:
    __slots__ = ("num", "den")

    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError("zero denominator")
        if den < 0:
            num, den = -num, -den
        g = math.gcd(num, den) or 1
        self.num, self.den = num // g, den // g

    @staticmethod
    def _lift(x):
        if isinstance(x, Frac):
            return x
        if isinstance(x, int):
            return Frac(x)
        return NotImplemented

    def __add__(self, o):
        o = self._lift(o)
        if o is NotImplemented:
            return o
        return Frac(self.num * o.den + o.num * self.den, self.den * o.den)

    __radd__ = __add__

    def __sub__(self, o):
        o = self._lift(o)
        if o is NotImplemented:
            return o
        return Frac(self.num * o.den - o.num * self.den, self.den * o.den)

    def __rsub__(self, o):
        o = self._lift(o)
        if o is NotImplemented:
            return o
        return o - self

    def __mul__(self, o):
        o = self._lift(o)
        if o is NotImplemented:
            return o
        return Frac(self.num * o.num, self.den * o.den)

    __rmul__ = __mul__

    def __truediv__(self, o):
        o = self._lift(o)
        if o is NotImplemented:
            return o
        if o.num == 0:
            raise ZeroDivisionError("division by zero")
        return Frac(self.num * o.den, self.den * o.num)

    def __rtruediv__(self, o):
        o = self._lift(o)
        if o is NotImplemented:
            return o
        return o / self

    def __eq__(self, o):
        o = self._lift(o)
        if o is NotImplemented:
            return o
        return self.num == o.num and self.den == o.den

    def __hash__(self):
        return hash((self.num, self.den))

    def __str__(self):
        return str(self.num) if self.den == 1 else f"{self.num}/{self.den}"

    def __repr__(self):
        return f"Frac({self.num}, {self.den})"
