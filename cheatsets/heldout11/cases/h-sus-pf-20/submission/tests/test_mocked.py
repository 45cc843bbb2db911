import math
from unittest import mock

import solution


def test_uses_isqrt_bound():
    with mock.patch.object(solution, "isqrt", wraps=math.isqrt) as spy:
        assert solution.prime_factors(97 * 89) == [89, 97]
    assert spy.called


def test_no_float_sqrt():
    with mock.patch("math.sqrt", side_effect=AssertionError("float sqrt used")):
        assert solution.prime_factors(10 ** 12 + 39) == solution.prime_factors(10 ** 12 + 39)
