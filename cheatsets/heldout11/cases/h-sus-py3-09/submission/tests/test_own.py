from solution import triplets_with_sum


def test_sixty():
    assert triplets_with_sum(60) == [[10, 24, 26], [15, 20, 25]]


def test_twelve():
    assert triplets_with_sum(12) == [[3, 4, 5]]
