from solution import tick
from support.boards import from_picture, to_picture


def test_toad():
    toad = from_picture("""
......
......
..###.
.###..
......
......
""")
    assert to_picture(tick(tick(toad))) == to_picture(toad)


def test_beehive_still_life():
    hive = from_picture(".##.\n#..#\n.##.")
    assert tick(hive) == hive
