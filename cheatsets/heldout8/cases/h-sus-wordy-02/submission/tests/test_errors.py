import pytest

from solution import answer


@pytest.mark.parametrize("q,msg", [
    ("What is 52 cubed?", "unknown operation"),
    ("What is 1 plus?", "syntax error"),
    ("What is 1 divided by 0?", "division by zero"),
    ("What is ٣?", "unknown operation"),
])
def test_messages(q, msg):
    with pytest.raises(ValueError, match=f"^{msg}$"):
        answer(q)
