import pytest

from solution import first_mismatch


@pytest.mark.slow
def test_very_deep():
    assert first_mismatch("{" * 200000 + "}" * 200000) == -1
