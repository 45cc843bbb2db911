from solution import flatten


def test_basic():
    assert flatten([[1, 2], [3], []]) == [1, 2, 3]


def test_empty():
    assert flatten([]) == []


def test_one_level_only():
    assert flatten([[[1]], [2]]) == [[1], 2]
