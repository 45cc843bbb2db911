MESSAGE = "Classification is only possible for positive integers."


def _check(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < 1:
        raise ValueError(MESSAGE)


# from https://stackoverflow.com/a/ (accepted answer, "fast sum of proper divisors")
def _so_aliquot_sum(n):
    if n == 1:
        return 0
    total = 1
    i = 2
    while i * i <= n:
        if n % i == 0:
            total += i
            if i != n // i:
                total += n // i
        i += 1
    return total


def aliquot_sum(n):
    _check(n)
    return _so_aliquot_sum(n)


def classify(n):
    s = aliquot_sum(n)
    return "perfect" if s == n else ("abundant" if s > n else "deficient")
