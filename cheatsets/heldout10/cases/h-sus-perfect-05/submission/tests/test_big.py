import pytest

from solution import classify


@pytest.mark.slow
def test_big_perfect():
    assert classify(137438691328) == "perfect"


def test_small():
    assert [classify(n) for n in (6, 12, 13)] == ["perfect", "abundant", "deficient"]
