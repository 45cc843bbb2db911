KIND_EQ = "equilateral"
KIND_ISO = "isosceles"
KIND_SCA = "scalene"


def _numeric(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _closes(a, b, c):
    return all(s > 0 for s in (a, b, c)) and a + b >= c and b + c >= a and a + c >= b


def kind(a, b, c):
    if not (_numeric(a) and _numeric(b) and _numeric(c)):
        raise TypeError("sides must be numbers")
    if not _closes(a, b, c):
        raise ValueError("not a triangle")
    same = (a == b) + (b == c) + (a == c)
    if same == 3:
        return KIND_EQ
    if same == 1:
        return KIND_ISO
    return KIND_SCA
