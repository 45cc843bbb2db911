from solution import decode, encode


def test_two_rails():
    assert encode("XOXOXOXOXOXOXOXOXO", 2) == "XXXXXXXXXOOOOOOOOO"


def test_three_rails():
    assert encode("WEAREDISCOVEREDFLEEATONCE", 3) == "WECRLTEERDSOEEFEAOCAIVDEN"


def test_decode_three_rails():
    assert decode("TEITELHDVLSNHDTISEIIEA", 3) == "THEDEVILISINTHEDETAILS"
def test_keeps_spaces():
    assert decode(encode("we are discovered, flee at once", 3), 3) == "we are discovered, flee at once"


def test_single_rail_and_long_fence():
    assert encode("abc", 1) == "abc"
    assert encode("abc", 10) == "abc"


def test_bad_rails():
    import pytest

    with pytest.raises(ValueError):
        encode("abc", 0)
    with pytest.raises(TypeError):
        encode("abc", True)
