def _prime_factors(n):
    d = 2
    while d * d <= n:
        k = 0
        while n % d == 0:
            n //= d
            k += 1
        if k:
            yield d, k
        d += 1
    if n > 1:
        yield n, 1


def aliquot_sum(n):
    if type(n) is bool or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n <= 0:
        raise ValueError("Classification is only possible for positive integers.")
    sigma = 1
    for p, k in _prime_factors(n):
        sigma *= sum(p ** i for i in range(k + 1))
    return sigma - n


def classify(n):
    s = aliquot_sum(n)
    if s < n:
        return "deficient"
    if s > n:
        return "abundant"
    return "perfect"
