from solution import saddle_points


def test_returns_list():
    assert isinstance(saddle_points([[9, 8, 7], [5, 3, 2], [6, 6, 7]]), list)


def test_empty():
    assert saddle_points([]) == []
