from solution import collatz_steps, longest_collatz


def test_small():
    assert [collatz_steps(n) for n in (1, 2, 3, 6, 7)] == [0, 1, 7, 8, 16]


def test_longest():
    assert longest_collatz(10) == 9
