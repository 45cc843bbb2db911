import math
from unittest import mock

from solution import largest_product


def test_zero_windows_skip_the_product():
    with mock.patch.object(math, "prod", wraps=math.prod) as spy:
        assert largest_product("9090909", 2) == 0
    assert spy.call_count == 0


def test_normal():
    assert largest_product("9909", 2) == 81
