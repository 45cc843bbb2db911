from solution import combinations


def test_single_digit_cage():
    assert combinations(7, 1) == [[7]]


def test_cage_with_two_digits():
    assert combinations(10, 2) == [[1, 9], [2, 8], [3, 7], [4, 6]]


def test_with_exclusions():
    assert combinations(10, 2, [1, 4]) == [[2, 8], [3, 7]]
