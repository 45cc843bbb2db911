from solution import digit_sum


def test_single_digit():
    assert digit_sum(7) == 7 and digit_sum(-7) == 7


def test_nines():
    assert digit_sum(99999) == 45


def test_random_against_str():
    import random
    rng = random.Random(101)
    for _ in range(100):
        n = rng.randrange(-10**12, 10**12)
        assert digit_sum(n) == sum(int(c) for c in str(abs(n)))
