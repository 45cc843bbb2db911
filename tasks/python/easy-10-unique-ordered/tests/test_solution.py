from solution import unique


def test_basic():
    assert unique([3, 1, 3, 2, 1]) == [3, 1, 2]


def test_empty():
    assert unique([]) == []


def test_strings():
    assert unique(list("mississippi")) == ["m", "i", "s", "p"]
