import pytest

from solution import measure


@pytest.mark.slow
def test_large():
    assert measure(9973, 10007, 1, 'one')[1] in ('one', 'two')
