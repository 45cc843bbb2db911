import random
import string

import pytest
from solution import decode, encode


@pytest.mark.slow
def test_long_round_trips():
    rng = random.Random(5)
    for _ in range(50):
        text = "".join(rng.choice(string.ascii_lowercase) for _ in range(20000))
        key = "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(1, 300)))
        assert decode(encode(text, key), key) == text
