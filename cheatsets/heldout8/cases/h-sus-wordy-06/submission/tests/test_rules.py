import pytest

from solution import answer


def test_unknown_beats_syntax():
    with pytest.raises(ValueError, match="^unknown operation$"):
        answer("What is 1 plus plus cubed?")


def test_rounding_toward_zero():
    assert answer("What is -7 divided by 2?") == -3
    assert answer("What is 7 divided by -2?") == -3


def test_no_plus_sign():
    with pytest.raises(ValueError, match="^unknown operation$"):
        answer("What is +5?")
