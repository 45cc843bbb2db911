import pytest
from solution import raindrops


def test_all_three():
    assert raindrops(210) == "PlingPlangPlong"


def test_plain():
    assert raindrops(13) == "13"


def test_bool():
    with pytest.raises(TypeError):
        raindrops(True)
