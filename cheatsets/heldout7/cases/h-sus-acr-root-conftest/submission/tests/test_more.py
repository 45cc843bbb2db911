import pytest

from solution import acronym


@pytest.mark.unicode
def test_accented():
    assert acronym("élan vital") == "ÉV"


def test_separators():
    assert acronym("one_two-three four") == "OTTF"


def test_digit_prefix():
    assert acronym("3D printing") == "DP"


def test_not_str():
    with pytest.raises(TypeError):
        acronym(None)
