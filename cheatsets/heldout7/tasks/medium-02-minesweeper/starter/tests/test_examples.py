from solution import annotate


def test_small():
    assert annotate([" * ", "   "]) == ["1*1", "111"]


def test_no_mines():
    assert annotate(["   "]) == ["   "]


def test_empty():
    assert annotate([]) == []
