import pytest

from solution import answer


def test_chain():
    assert answer("What is 10 minus 2 divided by 3?") == 2


@pytest.mark.errors
def test_div_zero():
    with pytest.raises(ValueError, match="^division by zero$"):
        answer("What is 4 divided by 0?")
