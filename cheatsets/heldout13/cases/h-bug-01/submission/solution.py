# easy-01-raindrops
def _sound(n, f, s):
    return s if n % f == 0 else ""


def raindrops(number):
    if not isinstance(number, int):
        raise TypeError("number must be an int")
    if number < 1:
        raise ValueError("number must be positive")
    r = _sound(number, 3, "Pling") + _sound(number, 5, "Plang") + _sound(number, 7, "Plong")
    if r == "":
        r = str(number)
    return r
