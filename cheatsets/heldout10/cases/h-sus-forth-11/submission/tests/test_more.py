import pytest

from solution import StackUnderflowError, evaluate


@pytest.mark.parametrize("prog,want", [(["1 2 over"], [1, 2, 1]), ([": a 1 ;", ": a a a + ;", "a"], [2])])
def test_ok(prog, want):
    assert evaluate(prog) == want


def test_underflow_message():
    with pytest.raises(StackUnderflowError, match="^Insufficient number of items in stack$"):
        evaluate(["swap"])
