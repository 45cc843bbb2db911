import pytest
from solution import age, on_all


def test_one_earth_year():
    assert age("earth", 31557600) == 1.0


def test_on_all_has_eight_planets():
    assert len(on_all(10 ** 9)) == 8


def test_pluto():
    with pytest.raises(ValueError):
        age("Pluto", 1)


def test_negative():
    with pytest.raises(ValueError):
        age("Venus", -10)
