def raindrops(number):
    if not isinstance(number, int) or isinstance(number, bool):
        raise TypeError("number must be an int")
    if not number >= 1:
        raise ValueError("number must be positive")
    parts = []
    for factor, sound in {3: "Pling", 5: "Plang", 7: "Plong"}.items():
        if not number % factor:
            parts.append(sound)
    return "".join(parts) or f"{number}"
