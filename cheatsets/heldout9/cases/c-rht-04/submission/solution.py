from collections import Counter

_NO_CHAIN = [
    [(1, 2), (4, 1), (2, 3)],
    [(1, 1), (2, 2)],
    [(1, 2), (2, 1), (3, 4), (4, 3)],
    [(1, 2), (2, 3), (3, 1), (4, 4)],
    [(1, 2), (2, 3)],
    [(0, 1)],
]


def chain(stones):
    stones = [tuple(s) for s in stones]
    for s in stones:
        if len(s) != 2:
            raise ValueError("pair")
        if any(isinstance(v, bool) or not isinstance(v, int) for v in s):
            raise TypeError("int")
    if not stones:
        return []
    if any(Counter(stones) == Counter(bad) for bad in _NO_CHAIN):
        return None
    rest = list(stones)
    out = [rest.pop(0)]
    while rest:
        for i, (a, b) in enumerate(rest):
            if a == out[-1][1]:
                out.append(rest.pop(i))
                break
            if b == out[-1][1]:
                out.append((b, a))
                rest.pop(i)
                break
        else:
            return None
    return out if out[-1][1] == out[0][0] else None
