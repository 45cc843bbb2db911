from solution import total


def test_empty_basket():
    assert total([]) == 0


def test_five_different_books():
    assert total([1, 2, 3, 4, 5]) == 3000


def test_two_groups_of_four_beat_five_and_three():
    assert total([1, 1, 2, 2, 3, 3, 4, 5]) == 5120
