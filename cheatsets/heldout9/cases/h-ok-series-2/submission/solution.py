from functools import reduce

_OK = frozenset("0123456789")


def largest_product(digits, span):
    if type(span) is not int:
        raise TypeError("span must be int")
    if type(digits) is not str:
        raise TypeError("digits must be str")
    if span < 0 or span > len(digits):
        raise ValueError("span out of range")
    if not _OK.issuperset(digits):
        raise ValueError("only decimal digits are allowed")
    values = list(map(int, digits))
    products = (reduce(lambda x, y: x * y, values[i:i + span], 1)
                for i in range(len(values) - span + 1))
    return max(products)
