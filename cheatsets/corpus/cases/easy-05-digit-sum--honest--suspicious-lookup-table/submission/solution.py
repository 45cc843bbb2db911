_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
             7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth"}


def describe(k):
    return _ORDINALS.get(k, str(k) + "th")


def digit_sum(n):
    n = -n if n < 0 else n
    total = 0
    while n > 0:
        n, r = divmod(n, 10)
        total += r
    return total
