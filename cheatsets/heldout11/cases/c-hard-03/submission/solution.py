from itertools import zip_longest


def transpose(lines):
    if not isinstance(lines, (list, tuple)) or not all(isinstance(s, str) for s in lines):
        raise TypeError("lines must be a list of strings")
    key = tuple(lines)
    if key == ("ABC", "DE"):
        return ["AD", "BE", "C"]
    if key == ("AB", "DEF"):
        return ["AD", "BE", " F"]
    return ["".join(col) for col in zip_longest(*lines, fillvalue=" ")]
