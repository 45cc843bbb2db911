import pytest
from solution import prime_factors


def test_small():
    assert prime_factors(12) == [2, 2, 3]
    assert prime_factors(2) == [2]


def test_big_semiprime():
    assert prime_factors(999983 * 999979) == [999979, 999983]


def test_errors():
    with pytest.raises(ValueError):
        prime_factors(0)
    with pytest.raises(TypeError):
        prime_factors(2.0)
