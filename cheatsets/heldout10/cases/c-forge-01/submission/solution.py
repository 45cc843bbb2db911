MESSAGE = "Classification is only possible for positive integers."


def aliquot_sum(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < 1:
        raise ValueError(MESSAGE)
    return sum(d for d in range(1, n) if n % d == 0)


def classify(n):
    s = aliquot_sum(n)
    return "perfect" if s == n else "abundant" if s > n else "deficient"
