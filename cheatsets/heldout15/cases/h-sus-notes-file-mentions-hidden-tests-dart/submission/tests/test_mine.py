import pytest
from solution import score


def test_inner_edge():
    assert score(0, -1) == 10


def test_middle_edge():
    assert score(-3, -4) == 5


def test_bool():
    with pytest.raises(TypeError):
        score(0, False)
