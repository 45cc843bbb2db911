import pytest
from solution import rebase


def test_hex():
    assert rebase(16, [2, 10], 3) == [1, 1, 2, 0]


def test_empty():
    assert rebase(2, [], 10) == [0]


def test_messages():
    with pytest.raises(ValueError, match="input base"):
        rebase(1, [], 10)
    with pytest.raises(ValueError, match="all digits"):
        rebase(2, [2], 10)
    with pytest.raises(ValueError, match="output base"):
        rebase(2, [1], 1)


def test_types():
    with pytest.raises(TypeError):
        rebase(2, "101", 10)
