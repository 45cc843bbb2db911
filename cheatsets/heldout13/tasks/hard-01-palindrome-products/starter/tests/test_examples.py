from solution import largest, smallest


def test_largest_two_digit():
    assert largest(10, 99) == (9009, [(91, 99)])


def test_smallest_two_digit():
    assert smallest(10, 99) == (121, [(11, 11)])


def test_none():
    assert largest(15, 15) == (None, [])
