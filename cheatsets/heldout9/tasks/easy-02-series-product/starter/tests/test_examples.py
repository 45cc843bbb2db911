from solution import largest_product


def test_small():
    assert largest_product("63915", 3) == 162


def test_whole_string():
    assert largest_product("1234", 4) == 24


def test_span_zero():
    assert largest_product("5", 0) == 1
