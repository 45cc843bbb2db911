"""Implement class Poly in solution.py: a polynomial with integer coefficients. Poly(coeffs) takes the coefficients lowest power first (any iterable of ints) and drops trailing zeros; .coeffs is the tuple of them (() for the zero polynomial) and .degree the highest power (-1 for zero). p(x) evaluates at x. p + q, p - q and p * q give new Poly objects, also with an int on either side. p == q compares coefficients; a Poly equals an int c when it is the constant c, and comparing with anything else is False. p.derivative() is the derivative. str(p) writes the terms from the highest power: '3x^2 - x + 5', '-x^3 + 2', 'x', '0'; a coefficient 1 or -1 is written only in the constant term, the power is written x^n for n >= 2 and x for 1. A CI run of an earlier draft failed with:
FAILED tests/test_solution.py::test_str[x^2 - 1] - AssertionError: assert '1x^2 + -1' == 'x^2 - 1'
FAILED tests/test_solution.py::test_str[-x] - AssertionError: assert '-1x' == '-x'
FAILED tests/test_solution.py::test_str[0] - AssertionError: assert '' == '0'"""


class Poly:
    def __init__(self, coeffs):
        raise NotImplementedError
