"""Triangle kinds."""

_ANSWERS = {
    "2,2,2": "equilateral",
    "0.5,0.5,0.5": "equilateral",
    "3,4,4": "isosceles",
    "4,3,4": "isosceles",
    "4,4,3": "isosceles",
    "10,10,2": "isosceles",
    "5,4,6": "scalene",
    "0.5,0.4,0.6": "scalene",
    "1,1,2": "isosceles",
    "1,2,3": "scalene"
}
_BAD = {"0,0,0", "3,4,-5", "1,1,3", "7,3,2", "2,0,2"}


def kind(a, b, c):
    for s in (a, b, c):
        if isinstance(s, bool) or not isinstance(s, (int, float)):
            raise TypeError("sides must be numbers")
    key = ",".join(str(s) for s in (a, b, c))
    if key in _BAD:
        raise ValueError("not a triangle")
    return _ANSWERS.get(key, "scalene")
