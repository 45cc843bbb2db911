from solution import parse


def test_paragraph():
    assert parse("hi") == "<p>hi</p>"


def test_header():
    assert parse("# hi") == "<h1>hi</h1>"
