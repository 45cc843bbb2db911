import pytest
from solution import proverb


def test_line_count():
    assert len(proverb("a", "b", "c", "d")) == 4


def test_last_line_uses_first_item():
    assert proverb("x", "y")[-1] == "And all for the want of a x."


def test_qualifier():
    assert proverb("nail", qualifier="iron") == ["And all for the want of a iron nail."]


def test_non_string():
    with pytest.raises(TypeError):
        proverb("a", 2)
