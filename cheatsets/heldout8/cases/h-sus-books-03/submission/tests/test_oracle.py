import random


def test_random_baskets(oracle):
    from solution import total

    rng = random.Random(9)
    for _ in range(500):
        b = [rng.randint(1, 5) for _ in range(rng.randrange(0, 22))]
        assert total(b) == oracle(b), b
