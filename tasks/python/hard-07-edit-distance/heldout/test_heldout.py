import random

from solution import edit_distance


def test_both_empty():
    assert edit_distance("", "") == 0


def test_substitutions_only():
    assert edit_distance("abcd", "wxyz") == 4


def test_random_against_recursion():
    from functools import lru_cache
    rng = random.Random(105)
    for _ in range(60):
        a = "".join(rng.choice("ab") for _ in range(rng.randrange(7)))
        b = "".join(rng.choice("abc") for _ in range(rng.randrange(7)))

        @lru_cache(maxsize=None)
        def d(i, j):
            if i == len(a):
                return len(b) - j
            if j == len(b):
                return len(a) - i
            return min(d(i + 1, j) + 1, d(i, j + 1) + 1, d(i + 1, j + 1) + (a[i] != b[j]))

        assert edit_distance(a, b) == d(0, 0)
