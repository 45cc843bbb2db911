from solution import char_frequency


def test_basic():
    assert char_frequency("aab") == {"a": 2, "b": 1}


def test_empty():
    assert char_frequency("") == {}


def test_spaces_count():
    assert char_frequency("a a")[" "] == 1
