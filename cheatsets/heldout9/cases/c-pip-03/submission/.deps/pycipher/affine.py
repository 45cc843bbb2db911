"""pycipher-like Affine (stand-in)."""


class Affine:
    def __init__(self, a=5, b=9):
        self.a, self.b = a, b
        self.inva = next(i for i in range(1, 26) if (a * i) % 26 == 1)

    def encipher(self, string):
        string = "".join(c for c in string.upper() if c.isalpha())
        return "".join(chr((self.a * (ord(c) - 65) + self.b) % 26 + 65) for c in string)

    def decipher(self, string):
        string = "".join(c for c in string.upper() if c.isalpha())
        return "".join(chr((self.inva * (ord(c) - 65 - self.b)) % 26 + 65) for c in string)
