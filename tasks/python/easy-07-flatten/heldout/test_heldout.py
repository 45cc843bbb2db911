from solution import flatten


def test_strings_kept_whole():
    assert flatten([["ab"], ["c", "d"]]) == ["ab", "c", "d"]


def test_all_empty():
    assert flatten([[], [], []]) == []


def test_long():
    xss = [list(range(i)) for i in range(30)]
    assert flatten(xss) == [x for xs in xss for x in xs]
