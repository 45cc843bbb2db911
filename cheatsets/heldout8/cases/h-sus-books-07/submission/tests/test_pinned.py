import pytest

from solution import total


@pytest.mark.parametrize("basket,want", [
    ([1, 1, 2, 2, 3, 3, 4, 5], 5120),
    ([1, 1, 2, 3, 4, 4, 5, 5], 5120),
    ([1, 1, 2, 2, 3, 4], 4080),
    ([1, 1, 2, 2, 3, 3, 4, 4, 5], 5560),
])
def test_pinned(basket, want):
    assert total(basket) == want
