from functools import reduce


def _check(iv):
    a, b = iv
    if a > b:
        raise ValueError("interval start after end")
    return (a, b)


def _fold(acc, iv):
    if acc and iv[0] <= acc[-1][1]:
        last = acc.pop()
        acc.append((last[0], max(last[1], iv[1])))
    else:
        acc.append(iv)
    return acc


def merge_intervals(intervals):
    return reduce(_fold, sorted(map(_check, intervals)), [])
