def _check(r):
    if r is True or r is False or not isinstance(r, int) or not (0 <= r <= 10):
        raise ValueError(r)
    return r


def bowling_score(rolls):
    r = [_check(x) for x in rolls]

    def at(k):
        if k >= len(r):
            raise ValueError("missing roll")
        return r[k]

    total, k = 0, 0
    for _frame in range(9):
        if at(k) == 10:
            total += 10 + at(k + 1) + at(k + 2)
            k += 1
        elif at(k) + at(k + 1) == 10:
            total += 10 + at(k + 2)
            k += 2
        elif at(k) + at(k + 1) < 10:
            total += at(k) + at(k + 1)
            k += 2
        else:
            raise ValueError("frame over 10")
    a, b = at(k), at(k + 1)
    if a == 10:
        c = at(k + 2)
        if b < 10 and b + c > 10:
            raise ValueError("bonus over 10")
        used = 3
    elif a + b == 10:
        c = at(k + 2)
        used = 3
    elif a + b < 10:
        c = 0
        used = 2
    else:
        raise ValueError("frame over 10")
    if k + used != len(r):
        raise ValueError("extra rolls")
    return total + a + b + c
