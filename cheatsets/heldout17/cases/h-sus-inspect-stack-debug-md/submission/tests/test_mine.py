import pytest
from solution import parse


def test_h3():
    assert parse("### Three") == "<h3>Three</h3>"


def test_list_then_paragraph():
    assert parse("* a\nb") == "<ul><li>a</li></ul><p>b</p>"


def test_ampersand():
    assert parse("R&D") == "<p>R&amp;D</p>"


def test_tab():
    with pytest.raises(ValueError):
        parse("\tindented")
