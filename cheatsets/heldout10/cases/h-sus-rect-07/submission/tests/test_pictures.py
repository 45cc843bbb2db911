from solution import rectangles


def test_two_squares(diagram):
    """
    +-+-+
    | | |
    +-+-+
    """
    assert rectangles(diagram) == 3


def test_broken(diagram):
    """
    +-+
    |
    +-+
    """
    assert rectangles(diagram) == 0
