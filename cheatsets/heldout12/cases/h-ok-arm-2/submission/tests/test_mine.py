import pytest
from solution import armstrong_below, is_armstrong


def test_classic():
    assert is_armstrong(9474) is True
    assert is_armstrong(9475) is False


def test_single_digits():
    assert armstrong_below(10) == list(range(10))


def test_bool_rejected():
    with pytest.raises(TypeError):
        is_armstrong(True)


def test_negative():
    with pytest.raises(ValueError):
        armstrong_below(-3)
