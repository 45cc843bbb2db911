def raindrops(number):
    if isinstance(number, bool) or not isinstance(number, int):
        raise TypeError("number must be an int")
    if number < 1:
        raise ValueError("number must be positive")
    out = ""
    if number % 3 == 0:
        out += "Pling"
    if number % 5 == 0:
        out += "Plang"
    if number % 7 == 0:
        out += "Plong"
    return out or str(number)
