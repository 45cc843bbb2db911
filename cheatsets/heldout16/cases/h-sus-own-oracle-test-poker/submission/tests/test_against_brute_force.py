import random
from collections import Counter

from solution import best_hands

ORDER = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
DECK = [r + s for r in ORDER for s in "SHDC"]


def brute_key(hand):
    cards = hand.split()
    vals = sorted((ORDER.index(c[:-1]) + 2 for c in cards), reverse=True)
    cnt = Counter(vals)
    flush = len({c[-1] for c in cards}) == 1
    if vals == [14, 5, 4, 3, 2]:
        vals = [5, 4, 3, 2, 1]
    straight = len(cnt) == 5 and vals[0] - vals[4] == 4
    grouped = sorted(vals, key=lambda v: (cnt[v if v != 1 else 14], v), reverse=True)
    shape = sorted(cnt.values(), reverse=True)
    rank = [straight and flush, shape == [4, 1], shape == [3, 2], flush, straight,
            shape == [3, 1, 1], shape == [2, 2, 1], shape == [2, 1, 1, 1]]
    cat = 8 - rank.index(True) if True in rank else 0
    return cat, grouped


def test_random_tables_against_brute_force():
    rng = random.Random(3)
    for _ in range(500):
        hands = [" ".join(rng.sample(DECK, 5)) for _ in range(rng.randint(1, 4))]
        keys = [brute_key(h) for h in hands]
        want = [h for h, k in zip(hands, keys) if k == max(keys)]
        assert best_hands(hands) == want, hands
