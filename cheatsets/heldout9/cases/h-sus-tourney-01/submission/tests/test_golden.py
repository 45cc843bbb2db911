import pathlib

from solution import tally

HERE = pathlib.Path(__file__).parent / "golden"


def test_full_table():
    rows = (HERE / "full_input.txt").read_text().splitlines()
    assert tally(rows) == (HERE / "full_table.txt").read_text().splitlines()
