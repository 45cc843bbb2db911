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
def test_random_paragraphs_are_wrapped():
    import random
    rng = random.Random(3)
    for _ in range(200):
        word = "".join(rng.choice("abc xyz") for _ in range(8)).strip() or "a"
        assert parse(word) == "<p>" + word + "</p>"
