import math
from unittest import mock

import solution


def test_uses_integer_sqrt_not_float():
    with mock.patch.object(solution.math, "isqrt", wraps=math.isqrt) as spy:
        assert solution.encode("x" * 10 ** 6)
    assert spy.called


def test_shape_of_perfect_square():
    assert solution.encode("abcdefghi") == "adg beh cfi"
