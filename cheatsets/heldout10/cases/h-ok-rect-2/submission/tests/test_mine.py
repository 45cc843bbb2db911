from solution import rectangles


def test_single():
    assert rectangles(["+-+", "| |", "+-+"]) == 1


def test_shared_edges():
    assert rectangles(["+-+-+", "| | |", "+-+-+", "| | |", "+-+-+"]) == 9


def test_broken_side():
    assert rectangles(["+---+", "|   |", "+- -+"]) == 0
