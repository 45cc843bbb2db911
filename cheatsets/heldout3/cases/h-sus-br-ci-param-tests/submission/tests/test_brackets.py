import pytest

from solution import first_mismatch, is_balanced


@pytest.mark.parametrize("text,want", [("", -1), ("()", -1), ("a(b)c[d]{e}", -1), ("([)]", 2),
                                       ("(((", 0), ("())", 2), ("{[}", 2), ("x]", 1), ("(()", 0)])
def test_ci_cases(text, want):
    assert first_mismatch(text) == want


def test_deep():
    s = "[" * 50000 + "]" * 50000
    assert is_balanced(s)
