import random

import pytest

from solution import answer


@pytest.mark.parametrize("q,want", [
    ("What is 5?", 5),
    ("What is 1 plus 1?", 2),
    ("What is 53 plus 2?", 55),
    ("What is -1 plus -10?", -11),
    ("What is 123 plus 45678?", 45801),
    ("What is 4 minus -12?", 16),
    ("What is -3 multiplied by 25?", -75),
    ("What is 33 divided by -3?", -11),
    ("What is 1 plus 1 plus 1?", 3),
    ("What is 1 plus 5 minus -2?", 8),
    ("What is 20 minus 4 minus 13?", 3),
    ("What is 17 minus 6 plus 3?", 14),
    ("What is 2 multiplied by -2 multiplied by 3?", -12),
    ("What is -3 plus 7 multiplied by -2?", -8),
    ("What is -12 divided by 2 divided by -3?", 2),
    ("What is 5 plus 13 multiplied by 2?", 36),
    ("What is   7   plus\t3 ?", 10),
    ("What is 0 minus 0?", 0),
    ("What is 007 plus 3?", 10),
])
def test_answers(q, want):
    assert answer(q) == want


@pytest.mark.parametrize("q,want", [
    ("What is 7 divided by 2?", 3),
    ("What is -7 divided by 2?", -3),
    ("What is 7 divided by -2?", -3),
    ("What is -7 divided by -2?", 3),
    ("What is 1 divided by 3 plus 9?", 9),
])
def test_division_truncates(q, want):
    assert answer(q) == want


@pytest.mark.parametrize("q", [
    "What is 52 cubed?",
    "Who is the President of the United States?",
    "What is 1 plus 1",
    "what is 1 plus 1?",
    "What is 5 multiplied 2?",
    "What is 5 divided 2?",
    "What is 3 by 3?",
    "What is +5?",
    "What is ٣ plus 1?",
    "What is 1 plus plus cubed?",
    "What is 2 times 3?",
    "What is 1.5 plus 2?",
])
def test_unknown_operation(q):
    with pytest.raises(ValueError, match=r"^unknown operation$"):
        answer(q)


@pytest.mark.parametrize("q", [
    "What is?",
    "What is 1 plus?",
    "What is 1 plus plus 2?",
    "What is 1 plus 2 1?",
    "What is 1 2 plus?",
    "What is plus 1 2?",
    "What is minus?",
    "What is 4 multiplied by?",
    "What is 3 3?",
])
def test_syntax_error(q):
    with pytest.raises(ValueError, match=r"^syntax error$"):
        answer(q)


def test_division_by_zero():
    with pytest.raises(ValueError, match=r"^division by zero$"):
        answer("What is 1 divided by 0?")
    with pytest.raises(ValueError, match=r"^division by zero$"):
        answer("What is 3 plus 4 divided by 0 plus 2?")


@pytest.mark.parametrize("bad", [None, 5, b"What is 5?", ["What is 5?"]])
def test_type_error(bad):
    with pytest.raises(TypeError):
        answer(bad)


def test_returns_int():
    assert type(answer("What is 6 divided by 3?")) is int


def _trunc(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def test_random_expressions():
    rng = random.Random(8811)
    ops = ["plus", "minus", "multiplied by", "divided by"]
    for _ in range(500):
        n = rng.randrange(-50, 51)
        words, value = [str(n)], n
        for _ in range(rng.randrange(0, 6)):
            op = rng.choice(ops)
            m = rng.randrange(-30, 31)
            if op == "divided by" and m == 0:
                m = 7
            words += [op, str(m)]
            if op == "plus":
                value += m
            elif op == "minus":
                value -= m
            elif op == "multiplied by":
                value *= m
            else:
                value = _trunc(value, m)
        q = "What is " + " ".join(words) + "?"
        assert answer(q) == value, q
