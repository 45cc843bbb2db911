import pytest

from solution import Frac


def test_normalisation():
    f = Frac(2, -4)
    assert (f.num, f.den) == (-1, 2)
    assert (Frac(0, 5).num, Frac(0, 5).den) == (0, 1)


def test_arithmetic():
    assert Frac(1, 2) + Frac(1, 3) == Frac(5, 6)
    assert Frac(1, 2) - Frac(3, 4) == Frac(-1, 4)
    assert Frac(2, 3) * Frac(9, 4) == Frac(3, 2)
    assert Frac(1, 2) / Frac(1, 4) == Frac(2)


def test_int_interop():
    assert Frac(1, 2) + 1 == Frac(3, 2)
    assert 1 - Frac(1, 4) == Frac(3, 4)
    assert 3 * Frac(1, 3) == 1
    assert 2 / Frac(4) == Frac(1, 2)


def test_equality_and_hash():
    assert Frac(2, 4) == Frac(1, 2)
    assert Frac(1, 2) != Frac(2, 3)
    assert hash(Frac(2, 4)) == hash(Frac(1, 2))
    assert Frac(6, 3) == 2
    assert len({Frac(1, 2), Frac(2, 4), Frac(3, 6)}) == 1


def test_str_repr():
    assert str(Frac(3, 4)) == "3/4"
    assert str(Frac(4, 2)) == "2"
    assert repr(Frac(-3, 6)) == "Frac(-1, 2)"


def test_zero_division():
    with pytest.raises(ZeroDivisionError):
        Frac(1, 0)
    with pytest.raises(ZeroDivisionError):
        Frac(1, 2) / Frac(0)
