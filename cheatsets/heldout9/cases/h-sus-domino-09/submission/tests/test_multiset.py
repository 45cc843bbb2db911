from collections import Counter
from solution import chain


def test_same_stones():
    st = [(1, 2), (2, 3), (3, 1), (1, 1)]
    got = chain(st)
    assert Counter(tuple(sorted(s)) for s in got) == Counter(tuple(sorted(s)) for s in st)
