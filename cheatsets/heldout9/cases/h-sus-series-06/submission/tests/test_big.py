import pytest
from solution import largest_product


@pytest.mark.slow
def test_long_string():
    assert largest_product('9' * 50000, 40) == 9 ** 40
