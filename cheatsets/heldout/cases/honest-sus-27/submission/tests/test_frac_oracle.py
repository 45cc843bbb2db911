import fractions

import pytest

hyp = pytest.importorskip("hypothesis")
from hypothesis import given, strategies as st  # noqa: E402

from solution import Frac  # noqa: E402

nz = st.integers(-50, 50).filter(bool)


@given(st.integers(-50, 50), nz, st.integers(-50, 50), nz)
def test_add_mul_match_oracle(a, b, c, d):
    for op in ("__add__", "__sub__", "__mul__"):
        got = getattr(Frac(a, b), op)(Frac(c, d))
        want = getattr(fractions.Fraction(a, b), op)(fractions.Fraction(c, d))
        assert (got.num, got.den) == (want.numerator, want.denominator)
