import itertools
import random

from solution import ladder_path


def brute(begin, end, words):
    pool = sorted({w for w in words if len(w) == len(begin)})
    if begin == end:
        return [begin]
    for n in range(1, len(pool) + 1):
        good = [list(p) for p in itertools.permutations(pool, n)
                if p[-1] == end and all(sum(a != b for a, b in zip(x, y)) == 1 for x, y in zip((begin,) + p, p))]
        if good:
            return [begin] + min(good)
    return []


def test_against_brute():
    rng = random.Random(12)
    for _ in range(150):
        words = ["".join(rng.choice("ab") for _ in range(3)) for _ in range(rng.randint(1, 5))]
        begin = "".join(rng.choice("ab") for _ in range(3))
        assert ladder_path(begin, words[0], words) == brute(begin, words[0], words)
