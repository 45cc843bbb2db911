import os
import random
import string

from solution import decode, encode

SEED = int(os.environ.get("ATBASH_FUZZ_SEED", "1"))
ROUNDS = int(os.environ.get("ATBASH_FUZZ_ROUNDS", "300"))


def test_fuzz_round_trip():
    rng = random.Random(SEED)
    alphabet = string.printable
    for _ in range(ROUNDS):
        s = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 50)))
        kept = "".join(c for c in s.lower() if c in string.ascii_lowercase + string.digits)
        assert decode(encode(s)) == kept
