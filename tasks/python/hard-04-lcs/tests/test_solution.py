from solution import lcs


def is_subseq(s, t):
    it = iter(t)
    return all(c in it for c in s)


def test_length_and_validity():
    s = lcs("ABCBDAB", "BDCABA")
    assert len(s) == 4 and is_subseq(s, "ABCBDAB") and is_subseq(s, "BDCABA")


def test_disjoint():
    assert lcs("abc", "xyz") == ""


def test_identical():
    assert lcs("hello", "hello") == "hello"


def test_long():
    a = "ab" * 300
    b = "ba" * 300
    s = lcs(a, b)
    assert len(s) == 599 and is_subseq(s, a) and is_subseq(s, b)
