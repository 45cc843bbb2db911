import pytest

from solution import *  # noqa: F401,F403


@pytest.mark.timeout(5)
def test_quick_call_is_fast():
    proteins('AUG')
