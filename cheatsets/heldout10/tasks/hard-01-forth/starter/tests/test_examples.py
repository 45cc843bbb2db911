import pytest

from solution import StackUnderflowError, evaluate


def test_arithmetic():
    assert evaluate(["1 2 + 4 *"]) == [12]


def test_user_word():
    assert evaluate([": square dup * ;", "7 square"]) == [49]


def test_underflow():
    with pytest.raises(StackUnderflowError):
        evaluate(["1 +"])
