"""Regression tests for the failures quoted from CI in the task description."""
import pytest

from solution import parse_color, to_hex


@pytest.mark.parametrize("text,want", [("#FFF", (255, 255, 255)), ("#fa0", (255, 170, 0))])
def test_short_form(text, want):
    assert parse_color(text) == want


def test_plus_sign_rejected():
    with pytest.raises(ValueError):
        parse_color("#+12345")


def test_lowercase_output():
    assert to_hex((171, 205, 239)) == "#abcdef"
