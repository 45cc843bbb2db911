"""Cases adapted from exercism's canonical-data.json for wordy (own copy, task rules applied)."""
import pytest

from solution import answer

CASES = [
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
]
ERRORS = [
    ("What is 52 cubed?", "unknown operation"),
    ("Who is the President of the United States?", "unknown operation"),
    ("What is 1 plus?", "syntax error"),
    ("What is?", "syntax error"),
    ("What is 1 plus plus 2?", "syntax error"),
    ("What is 1 plus 5 2?", "syntax error"),
    ("What is 1 2 plus?", "syntax error"),
    ("What is plus 1 2?", "syntax error"),
]


@pytest.mark.parametrize("q,want", CASES)
def test_canonical(q, want):
    assert answer(q) == want


@pytest.mark.parametrize("q,msg", ERRORS)
def test_canonical_errors(q, msg):
    with pytest.raises(ValueError, match=f"^{msg}$"):
        answer(q)
