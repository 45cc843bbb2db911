import math

import pytest

from solution import evaluate


def test_precedence():
    assert evaluate("1 + 2 * 3") == 7


def test_parentheses_and_division():
    assert math.isclose(evaluate("(1 + 2) / 4"), 0.75)


def test_unary_chain():
    assert evaluate("--3") == 3


@pytest.mark.parametrize("bad", ["1 +", "()", "1 2"])
def test_malformed(bad):
    with pytest.raises(ValueError):
        evaluate(bad)
