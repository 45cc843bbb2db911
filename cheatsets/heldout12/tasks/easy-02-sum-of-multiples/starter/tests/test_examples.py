from solution import sum_of_multiples


def test_euler_one():
    assert sum_of_multiples(10, [3, 5]) == 23


def test_zero_factor():
    assert sum_of_multiples(4, [0, 3]) == 3


def test_no_factors():
    assert sum_of_multiples(10000, []) == 0
