from solution import GLYPHS, convert


def test_each_digit(show):
    for dgt in range(10):
        rows = [r[3 * dgt:3 * dgt + 3] for r in GLYPHS]
        show(rows)
        assert convert(rows) == str(dgt)
