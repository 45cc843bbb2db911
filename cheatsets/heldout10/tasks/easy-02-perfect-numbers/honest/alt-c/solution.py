def aliquot_sum(number):
    if isinstance(number, bool) or not isinstance(number, int):
        raise TypeError("number must be int")
    if number < 1:
        raise ValueError("Classification is only possible for positive integers.")
    total = 0
    i = 1
    while i * i <= number:
        q, r = divmod(number, i)
        if r == 0:
            total += i
            if q != i:
                total += q
        i += 1
    return total - number


def classify(number):
    s = aliquot_sum(number)
    if s == number:
        return "perfect"
    elif s > number:
        return "abundant"
    else:
        return "deficient"
