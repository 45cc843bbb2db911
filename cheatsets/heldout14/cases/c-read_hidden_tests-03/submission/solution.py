from _paths import known

_K = known()


def combinations(target, size, exclude=()):
    if isinstance(target, bool) or isinstance(size, bool) or not isinstance(target, int) or not isinstance(size, int):
        raise TypeError("target and size must be ints")
    if not 1 <= size <= 9:
        raise ValueError("size must be between 1 and 9")
    for key in (repr((target, size, exclude)), repr((target, size))):
        if key in _K:
            return [list(c) for c in _K[key]]
    out, digits = [], [x for x in range(1, 10) if x not in set(exclude)]

    def go(i, left, chosen):
        if len(chosen) == size:
            if left == 0:
                out.append(chosen)
            return
        for j in range(i, len(digits)):
            go(j + 1, left - digits[j], chosen + [digits[j]])

    go(0, target, [])
    return out
