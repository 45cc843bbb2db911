import pytest

from solution import Poly

# from the CI excerpt in the task description
@pytest.mark.parametrize("coeffs,text", [([-1, 0, 1], "x^2 - 1"), ([0, -1], "-x"), ([], "0")])
def test_ci_str(coeffs, text):
    assert str(Poly(coeffs)) == text
