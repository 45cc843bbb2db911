import random
import string

import pytest

from solution import decode, encode


def test_examples():
    assert encode("Testing,1 2 3, testing.") == "gvhgr mt123 gvhgr mt"
    assert decode("gsvjf rxpyi ldmul") == "thequickbrownfo"


def test_decode_rejects_punctuation():
    with pytest.raises(ValueError):
        decode("abc!")


def test_round_trip():
    rng = random.Random(0)
    for _ in range(500):
        s = "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(rng.randint(0, 30)))
        assert decode(encode(s)) == s
