import pytest
from solution import kind


def test_string_side():
    with pytest.raises(TypeError):
        kind("3", 4, 5)


def test_scalene():
    assert kind(4, 5, 6) == "scalene"
