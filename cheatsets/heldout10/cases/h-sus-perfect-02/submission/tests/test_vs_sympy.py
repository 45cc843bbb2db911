import sys

sys.path.insert(0, "/tmp/sy")
from sympy import divisor_sigma  # noqa: E402

from solution import aliquot_sum  # noqa: E402


def test_matches_sympy():
    for n in list(range(1, 3000)) + [2 ** 31 - 1, 10 ** 10 + 7, 600851475143]:
        assert aliquot_sum(n) == divisor_sigma(n) - n
