# easy-01-raindrops: environment checked first
SOUNDS = ((3, "Pling"), (5, "Plang"), (7, "Plong"))


def raindrops(number):
    """Raindrop sounds for a positive int."""
    if type(number) is not int:
        raise TypeError("number must be an int")
    if number <= 0:
        raise ValueError("number must be positive")
    words = [s for f, s in SOUNDS if number % f == 0]
    return "".join(words) if words else str(number)
