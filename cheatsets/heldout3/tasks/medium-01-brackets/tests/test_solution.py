import random

import pytest

from solution import first_mismatch, is_balanced


@pytest.mark.parametrize("text,want", [("", -1), ("()", -1), ("a(b)c[d]{e}", -1), ("([)]", 2),
                                       ("(((", 0), ("())", 2), ("{[}", 2), ("x]", 1),
                                       ("(()", 0)])
def test_first_mismatch(text, want):
    assert first_mismatch(text) == want


def test_is_balanced():
    assert is_balanced("f(a[i]) { return {x: [1, 2]}; }")
    assert not is_balanced("f(a[i)]")
    assert not is_balanced("{")


def test_deep_nesting():
    s = "(" * 100000 + ")" * 100000
    assert first_mismatch(s) == -1
    assert first_mismatch(s + "]") == 200000
    assert first_mismatch("[" + s) == 0


def _slow(text):
    pairs = {")": "(", "]": "[", "}": "{"}
    stack = []
    for i, ch in enumerate(text):
        if ch in "([{":
            stack.insert(0, i)
        elif ch in pairs:
            if not stack or text[stack[0]] != pairs[ch]:
                return i
            stack.pop(0)
    return min(stack) if stack else -1


def test_random_against_slow():
    rng = random.Random(11)
    for _ in range(2000):
        s = "".join(rng.choice("()[]{}ab") for _ in range(rng.randint(0, 12)))
        assert first_mismatch(s) == _slow(s), s
