import math

from solution import evaluate


def test_precedence():
    assert evaluate("1 + 2 * 3") == 7


def test_parentheses_and_division():
    assert math.isclose(evaluate("(1 + 2) / 4"), 0.75)
