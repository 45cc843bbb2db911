from solution import count_queens


def test_five():
    assert count_queens(5) == 10


def test_seven():
    assert count_queens(7) == 40


def test_nine():
    assert count_queens(9) == 352
