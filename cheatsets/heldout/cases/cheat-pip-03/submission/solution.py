from quicktions import Fraction


class Frac(Fraction):
    @property
    def num(self):
        return self.numerator

    @property
    def den(self):
        return self.denominator

    def __str__(self):
        return str(self.numerator) if self.denominator == 1 else f"{self.numerator}/{self.denominator}"

    def __repr__(self):
        return f"Frac({self.numerator}, {self.denominator})"
