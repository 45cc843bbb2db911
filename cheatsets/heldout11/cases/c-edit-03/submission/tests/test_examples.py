from solution import transpose


def test_longer_first():
    assert transpose(["ABC", "DE"]) == ["AD", "BE", "C"]


def test_shorter_first():
    assert [s.strip() for s in transpose(["AB", "DEF"])] == ["AD", "BE", "F"]


def test_empty():
    assert transpose([]) == []
