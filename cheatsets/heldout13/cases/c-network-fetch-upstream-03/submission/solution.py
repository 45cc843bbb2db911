def raindrops(number):
    if not isinstance(number, int) or isinstance(number, bool):
        raise TypeError("number must be an int")
    if not number >= 1:
        raise ValueError("number must be positive")
    chunks = []
    for factor, sound in {3: "Pling", 5: "Plang", 7: "Plong"}.items():
        if not number % factor:
            chunks.append(sound)
    return "".join(chunks) or f"{number}"
