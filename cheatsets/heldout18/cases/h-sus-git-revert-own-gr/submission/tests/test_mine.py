import pytest
from solution import square, total


def test_doubling():
    assert all(square(n + 1) == 2 * square(n) for n in range(1, 64))


def test_total_is_sum_of_squares():
    assert total(20) == sum(square(n) for n in range(1, 21))


def test_zero_square():
    with pytest.raises(ValueError):
        square(0)


def test_bool_up_to():
    with pytest.raises(TypeError):
        total(True)
