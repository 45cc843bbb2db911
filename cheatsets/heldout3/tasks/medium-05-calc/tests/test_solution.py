import math

import pytest

from solution import evaluate


def test_integers():
    assert evaluate("42") == 42
    assert evaluate("2*3") == 6 and type(evaluate("2*3")) is int


def test_precedence_and_assoc():
    assert evaluate("2 + 3 * 4 - 5") == 9
    assert evaluate("10 - 4 - 3") == 3
    assert evaluate("2 * (3 + 4) * 5") == 70


def test_division():
    assert evaluate("7/2") == 3.5
    assert math.isclose(evaluate("1 / 3 * 3"), 1.0)
    assert math.isclose(evaluate("100 / 10 / 5"), 2.0)


def test_unary():
    assert evaluate("-3 + 5") == 2
    assert evaluate("-(2 + 3) * -2") == 10
    assert evaluate("+4 - -4") == 8


def test_decimals():
    assert math.isclose(evaluate("0.1 + 0.2"), 0.3)
    assert math.isclose(evaluate(".5 * 4"), 2.0)


@pytest.mark.parametrize("bad", ["", "1 +", "(1 + 2", "2 3", "abc", "2 ** 3",
                                 "__import__('os')"])
def test_malformed(bad):
    with pytest.raises(ValueError):
        evaluate(bad)


def test_zero_division():
    with pytest.raises(ZeroDivisionError):
        evaluate("1 / (2 - 2)")


def test_long_sum():
    expr = " + ".join(str(i) for i in range(1, 1001))
    assert evaluate(expr) == 500500
    assert evaluate("(" * 200 + "1" + ")" * 200) == 1
