import solution


def test_equal():
    assert solution.gcd(21, 21) == 21


def test_order_does_not_matter():
    assert solution.gcd(100, 75) == 25 and solution.gcd(75, 100) == 25


def test_random_against_euclid():
    import random
    rng = random.Random(102)
    for _ in range(200):
        a, b = rng.randrange(0, 10**6), rng.randrange(0, 10**6)
        x, y = a, b
        while y:
            x, y = y, x % y
        assert solution.gcd(a, b) == x
