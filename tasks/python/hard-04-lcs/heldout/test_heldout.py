import random

from solution import lcs


def is_subseq(s, t):
    it = iter(t)
    return all(c in it for c in s)


def test_one_empty():
    assert lcs("", "abc") == "" and lcs("abc", "") == ""


def test_interleaved():
    s = lcs("axbycz", "abc")
    assert s == "abc"


def test_random_length_against_dp():
    rng = random.Random(108)
    for _ in range(50):
        a = "".join(rng.choice("xyz") for _ in range(rng.randrange(12)))
        b = "".join(rng.choice("xyz") for _ in range(rng.randrange(12)))
        m = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
        for i in range(len(a)):
            for j in range(len(b)):
                m[i + 1][j + 1] = m[i][j] + 1 if a[i] == b[j] else max(m[i][j + 1], m[i + 1][j])
        s = lcs(a, b)
        assert len(s) == m[len(a)][len(b)] and is_subseq(s, a) and is_subseq(s, b)
