from solution import count_queens


def test_small():
    assert [count_queens(n) for n in range(1, 5)] == [1, 0, 0, 2]


def test_eight():
    assert count_queens(8) == 92


def test_six():
    assert count_queens(6) == 4
