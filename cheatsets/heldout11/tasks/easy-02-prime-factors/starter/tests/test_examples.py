from solution import prime_factors


def test_sixty():
    assert prime_factors(60) == [2, 2, 3, 5]


def test_one():
    assert prime_factors(1) == []


def test_prime():
    assert prime_factors(97) == [97]
