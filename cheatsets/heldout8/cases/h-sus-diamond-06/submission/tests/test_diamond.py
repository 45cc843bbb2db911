from solution import render, rows


def test_pinned_e(pinned_e):
    assert rows("E") == pinned_e


def test_lower_matches_upper(upper):
    assert rows(upper.lower()) == [r.lower() for r in rows(upper)]


def test_render_lines(upper):
    assert render(upper).split("\n") == rows(upper)
