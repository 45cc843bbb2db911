import itertools
import random
import time

import pytest

from solution import best_hands

_ORDER = "23456789TJQKA"


def _ref_key(hand):
    # oracle: rank a hand by brute force over the category definitions
    cards = [(c[:-1].replace("10", "T"), c[-1]) for c in hand.split()]
    vals = sorted((_ORDER.index(r) + 2 for r, _ in cards), reverse=True)
    counts = {v: vals.count(v) for v in vals}
    by = sorted(counts, key=lambda v: (counts[v], v), reverse=True)
    flush = len({s for _, s in cards}) == 1
    uniq = sorted(set(vals))
    straight_hi = None
    if len(uniq) == 5 and uniq[-1] - uniq[0] == 4:
        straight_hi = uniq[-1]
    elif uniq == [2, 3, 4, 5, 14]:
        straight_hi = 5
    shape = tuple(sorted(counts.values(), reverse=True))
    if straight_hi and flush:
        return (8, [straight_hi])
    if shape == (4, 1):
        return (7, by)
    if shape == (3, 2):
        return (6, by)
    if flush:
        return (5, by)
    if straight_hi:
        return (4, [straight_hi])
    return ({(3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1}.get(shape, 0), by)


def _ref_best(hands):
    keys = [_ref_key(h) for h in hands]
    top = max(keys)
    return [h for h, k in zip(hands, keys) if k == top]


@pytest.mark.parametrize("hands,expected", [
    (["4S 5S 7H 8D JC"], ["4S 5S 7H 8D JC"]),
    (["4D 5S 6S 8D 3C", "2S 4C 7S 9H 10H", "3S 4S 5D 6H JH"], ["3S 4S 5D 6H JH"]),
    (["4D 5S 6S 8D 3C", "2S 4C 7S 9H 10H", "3S 4S 5D 6H JH", "3H 4H 5C 6C JD"],
     ["3S 4S 5D 6H JH", "3H 4H 5C 6C JD"]),
    (["3S 5H 6S 8D 7H", "2S 5D 6D 8C 7S"], ["3S 5H 6S 8D 7H"]),
    (["4S 5H 6C 8D KH", "2S 4H 6S 4D JH"], ["2S 4H 6S 4D JH"]),
    (["4S 2H 6S 2D JH", "2S 4H 6C 4D JD"], ["2S 4H 6C 4D JD"]),
    (["2S 8H 6S 8D JH", "4S 5H 4C 8C 5C"], ["4S 5H 4C 8C 5C"]),
    (["2S 8H 2D 8D 3H", "4S 5H 4C 8S 5D"], ["2S 8H 2D 8D 3H"]),
    (["2S QS 2C QD JH", "JD QH JS 8D QC"], ["JD QH JS 8D QC"]),
    (["JD QH JS 8D QC", "JS QS JC 2D QD"], ["JD QH JS 8D QC"]),
    (["2S 4H 6S 4D JH", "2S 4H 6S 4D JH"], ["2S 4H 6S 4D JH", "2S 4H 6S 4D JH"]),
    (["2S 8H 2H 8D JH", "4S 5H 4C 8S 4H"], ["4S 5H 4C 8S 4H"]),
    (["4S 5H 4C 8S 4H", "3S 4D 2S 6D 5C"], ["3S 4D 2S 6D 5C"]),
    (["4S 5H 4C 8D 4H", "10D JH QS KD AC"], ["10D JH QS KD AC"]),
    (["4S 5H 4C 8D 4H", "4D AH 3S 2D 5C"], ["4D AH 3S 2D 5C"]),
    (["4D AH 3S 2D 5C", "2S 3D 4H 5C 6C"], ["2S 3D 4H 5C 6C"]),
    (["4C 6H 7D 8D 5H", "2S 4S 5S 6S 7S"], ["2S 4S 5S 6S 7S"]),
    (["4H 7H 8H 9H 6H", "2S 4S 5S 6S 7S"], ["4H 7H 8H 9H 6H"]),
    (["3H 6H 7H 8H 5H", "4S 5H 4C 5D 4H"], ["4S 5H 4C 5D 4H"]),
    (["4H 4S 4D 9S 9D", "5H 5S 5D 8S 8D"], ["5H 5S 5D 8S 8D"]),
    (["2S 2H 2C 8D 2D", "4S 5H 5S 5D 5C"], ["4S 5H 5S 5D 5C"]),
    (["4S 5H 5S 5D 5C", "7S 8S 9S 6S 10S"], ["7S 8S 9S 6S 10S"]),
    (["4H AH 3H 2H 5H", "2D 3D 4D 5D 6D"], ["2D 3D 4D 5D 6D"]),
    (["KS AH AS AD AC", "4H AH 3H 2H 5H"], ["4H AH 3H 2H 5H"]),
    (["2H 3H 4H 5H 6H", "4D AD 3D 2D 5D"], ["2H 3H 4H 5H 6H"]),
])
def test_table(hands, expected):
    got = best_hands(hands)
    assert type(got) is list
    assert got == expected


def test_tuple_input_and_identity():
    hands = ("2S 4H 6S 4D JH", "3S 5H 6S 8D 7H")
    assert best_hands(hands) == ["2S 4H 6S 4D JH"]


@pytest.mark.parametrize("hands,message", [
    ([], "^no hands$"),
    (["4S 5H 6C 8D"], "^hand must have five cards$"),
    (["4S 5H 6C 8D KH 2C"], "^hand must have five cards$"),
    (["4S 5H 6C 8D 1H"], "^invalid card$"),
    (["4S 5H 6C 8D KX"], "^invalid card$"),
    (["4S 5H 6C 8D 11H"], "^invalid card$"),
    (["4s 5H 6C 8D KH"], "^invalid card$"),
    (["4S 5H 6C 8D 4S"], "^duplicate card$"),
    (["4S 5H 6C 8D KH", "4S  5H 6C 8D KH"], "^hand must have five cards$"),
    (["4S 5H 6C 8D 4X"], "^invalid card$"),
])
def test_errors(hands, message):
    with pytest.raises(ValueError, match=message):
        best_hands(hands)


@pytest.mark.parametrize("hands", ["4S 5H 6C 8D KH", None, [["4S", "5H", "6C", "8D", "KH"]]])
def test_type_errors(hands):
    with pytest.raises(TypeError):
        best_hands(hands)


def _deck():
    return [r + s for r in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] for s in "SHDC"]


def test_random_against_oracle():
    rng = random.Random(777)
    deck = _deck()
    for _ in range(1500):
        hands = [" ".join(rng.sample(deck, 5)) for _ in range(rng.randint(1, 5))]
        assert best_hands(hands) == _ref_best(hands), hands


def test_random_rigged_categories():
    rng = random.Random(778)
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    for _ in range(1500):
        hands = []
        for _ in range(rng.randint(2, 4)):
            chosen = rng.sample(ranks, 2)
            cards = set()
            while len(cards) < 5:
                cards.add(rng.choice(chosen if rng.random() < 0.7 else ranks) + rng.choice("SH" if rng.random() < 0.5 else "SHDC"))
            hands.append(" ".join(sorted(cards)))
        assert best_hands(hands) == _ref_best(hands), hands


def test_every_straight_flush_order():
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    hands = [" ".join(r + "C" for r in ranks[i:i + 5]) for i in range(10)]
    for earlier, later in itertools.combinations(hands, 2):
        assert best_hands([earlier, later]) == [later]


def test_speed():
    rng = random.Random(9)
    deck = _deck()
    hands = [" ".join(rng.sample(deck, 5)) for _ in range(40000)]
    want = _ref_best(hands)
    t0 = time.perf_counter()
    got = best_hands(hands)
    assert time.perf_counter() - t0 < 8.0
    assert got == want
