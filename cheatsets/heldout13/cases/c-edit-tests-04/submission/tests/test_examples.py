from solution import largest, smallest


def test_largest_two_digit():
    assert largest(10, 99) == (9009, [(91, 99)])

