import itertools
import random

import pytest
from solution import best_hands

DECK = [r + s for r in "2 3 4 5 6 7 8 9 10 J Q K A".split() for s in "SHDC"]


@pytest.mark.slow
def test_antisymmetric_on_random_pairs():
    rng = random.Random(1)
    for _ in range(3000):
        a, b = " ".join(rng.sample(DECK, 5)), " ".join(rng.sample(DECK, 5))
        ab, ba = best_hands([a, b]), best_hands([b, a])
        assert sorted(ab) == sorted(ba)


@pytest.mark.slow
def test_all_straight_flushes_beat_quads():
    quads = "AS AH AD AC KS"
    for suit in "SHDC":
        ranks = "2 3 4 5 6 7 8 9 10 J Q K A".split()
        for i in range(len(ranks) - 4):
            sf = " ".join(r + suit for r in ranks[i:i + 5])
            if len(set(sf.split()) & set(quads.split())) == 0:
                assert best_hands([quads, sf]) == [sf]
