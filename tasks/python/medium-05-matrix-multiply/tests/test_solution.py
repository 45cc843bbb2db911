import pytest

from solution import matmul


def test_square():
    assert matmul([[1, 2], [3, 4]], [[5, 6], [7, 8]]) == [[19, 22], [43, 50]]


def test_rectangular():
    assert matmul([[1, 2, 3]], [[1], [2], [3]]) == [[14]]


def test_identity():
    m = [[2, 0], [1, 3]]
    assert matmul(m, [[1, 0], [0, 1]]) == m


def test_mismatch():
    with pytest.raises(ValueError):
        matmul([[1, 2]], [[1, 2]])
