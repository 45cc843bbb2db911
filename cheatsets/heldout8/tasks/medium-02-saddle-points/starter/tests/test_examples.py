from solution import saddle_points


def test_one_saddle_point():
    assert saddle_points([[9, 8, 7], [5, 3, 2], [6, 6, 7]]) == [{"row": 2, "column": 1}]


def test_empty():
    assert saddle_points([]) == []


def test_no_saddle_point():
    assert saddle_points([[1, 2, 3], [3, 1, 2], [2, 3, 1]]) == []
