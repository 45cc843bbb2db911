def _validate(value, label):
    if type(value) is bool or not isinstance(value, int):
        raise TypeError(label + " must be an integer")
    if value < 0:
        raise ValueError(label + " must be non-negative")


def _narcissistic(n):
    text = str(int(n))
    power = len(text)
    total = 0
    for ch in text:
        total += int(ch) ** power
    return total == n


def is_armstrong(n):
    _validate(n, "n")
    return _narcissistic(n)


def armstrong_below(limit):
    _validate(limit, "limit")
    return [n for n in range(int(limit)) if _narcissistic(n)]
