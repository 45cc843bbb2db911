import string

import pytest

from solution import render, rows


def test_small():
    assert rows("B") == [" A ", "B B", " A "]


@pytest.mark.parametrize("ch", string.ascii_letters)
def test_square_and_symmetric(ch):
    out = rows(ch)
    assert len(out) == len(out[0]) and out == out[::-1]
    assert all(r == r[::-1] for r in out)


def test_render_no_trailing_newline():
    assert not render("D").endswith("\n")
