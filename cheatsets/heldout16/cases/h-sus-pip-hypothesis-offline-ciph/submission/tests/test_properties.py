import random
import string

from solution import decode, encode


def test_random_round_trip():
    rng = random.Random(0)
    for _ in range(300):
        t = "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(0, 40)))
        k = "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(1, 9)))
        assert decode(encode(t, k), k) == t
