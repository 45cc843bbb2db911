class PhoneNumber:
    ALLOWED = frozenset("0123456789 ().-+")

    def __init__(self, raw):
        if not isinstance(raw, str):
            raise TypeError("PhoneNumber needs a str")
        self.number = self._validate(raw)

    @classmethod
    def _validate(cls, raw):
        for ch in raw:
            if ch.isalpha():
                raise ValueError("letters not permitted")
        for ch in raw:
            if ch not in cls.ALLOWED:
                raise ValueError("punctuations not permitted")
        digits = [ch for ch in raw if ch.isdigit()]
        n = len(digits)
        if n < 10:
            raise ValueError("must not be fewer than 10 digits")
        if n > 11:
            raise ValueError("must not be greater than 11 digits")
        if n == 11:
            if digits[0] != "1":
                raise ValueError("11 digits must start with 1")
            del digits[0]
        for pos, label in ((0, "area"), (3, "exchange")):
            if digits[pos] == "0":
                raise ValueError(label + " code cannot start with zero")
            if digits[pos] == "1":
                raise ValueError(label + " code cannot start with one")
        return "".join(digits)

    def pretty(self):
        n = self.number
        return "({}) {}-{}".format(n[:3], n[3:6], n[6:])


def clean(number):
    return PhoneNumber(number).number


def pretty(number):
    return PhoneNumber(number).pretty()
