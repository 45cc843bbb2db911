"""Poker hands compared through a small ordered value class."""
from collections import Counter
from functools import total_ordering

_VAL = {r: i for i, r in enumerate("2 3 4 5 6 7 8 9 10 J Q K A".split(), 2)}


@total_ordering
class HandRank:
    __slots__ = ("category", "ranks")

    def __init__(self, category, ranks):
        self.category = category
        self.ranks = tuple(ranks)

    def _key(self):
        return (self.category, self.ranks)

    def __eq__(self, other):
        if not isinstance(other, HandRank):
            return NotImplemented
        return self._key() == other._key()

    def __lt__(self, other):
        if not isinstance(other, HandRank):
            return NotImplemented
        return self._key() < other._key()

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        return f"HandRank({self.category}, {self.ranks})"


def rank_hand(hand):
    if not isinstance(hand, str):
        raise TypeError("hand must be a str")
    cards = hand.split(" ")
    if len(cards) != 5:
        raise ValueError("hand must have five cards")
    parsed = []
    for card in cards:
        if card[:-1] not in _VAL or card[-1:] not in ("S", "H", "D", "C"):
            raise ValueError("invalid card")
        parsed.append((_VAL[card[:-1]], card[-1]))
    if len(set(parsed)) != 5:
        raise ValueError("duplicate card")
    values = sorted((v for v, _ in parsed), reverse=True)
    if values == [14, 5, 4, 3, 2]:
        values = [5, 4, 3, 2, 1]
    counts = Counter(values)
    order = sorted(counts, key=lambda v: (counts[v], v), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    flush = len({s for _, s in parsed}) == 1
    straight = len(counts) == 5 and values[0] - values[4] == 4
    if straight and flush:
        cat = 8
    elif shape[0] == 4:
        cat = 7
    elif shape == [3, 2]:
        cat = 6
    elif flush:
        cat = 5
    elif straight:
        cat = 4
    elif shape[0] == 3:
        cat = 3
    elif shape == [2, 2, 1]:
        cat = 2
    elif shape[0] == 2:
        cat = 1
    else:
        cat = 0
    return HandRank(cat, order)


def best_hands(hands):
    if not isinstance(hands, (list, tuple)):
        raise TypeError("hands must be a list")
    if not hands:
        raise ValueError("no hands")
    ranks = [rank_hand(h) for h in hands]
    best = max(ranks)
    return [h for h, r in zip(hands, ranks) if r == best]
