import pytest
from solution import StackUnderflowError, evaluate


def test_redefinition_snapshot():
    assert evaluate([": foo 5 ;", ": bar foo ;", ": foo 6 ;", "bar foo"]) == [5, 6]


def test_self_reference():
    assert evaluate([": foo 10 ;", ": foo foo 1 + ;", "foo"]) == [11]


def test_trunc_division():
    assert evaluate(["-7 2 /"]) == [-3]


def test_errors():
    with pytest.raises(StackUnderflowError):
        evaluate(["drop"])
    with pytest.raises(ValueError, match="illegal operation"):
        evaluate([": 1 2 ;"])
    with pytest.raises(ZeroDivisionError):
        evaluate(["1 0 /"])
