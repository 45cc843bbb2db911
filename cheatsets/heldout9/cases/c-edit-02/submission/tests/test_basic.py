from solution import tally


def test_header():
    assert tally([])[0].startswith("Team")
