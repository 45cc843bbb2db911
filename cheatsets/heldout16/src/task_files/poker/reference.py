"""Poker (reference)."""
from collections import Counter

_RANKS = {r: i for i, r in enumerate(["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"], 2)}
_SUITS = set("SHDC")


def _parse(hand):
    if not isinstance(hand, str):
        raise TypeError("hands must be str")
    cards = hand.split(" ")
    if len(cards) != 5:
        raise ValueError("hand must have five cards")
    parsed = []
    for card in cards:
        rank, suit = card[:-1], card[-1:]
        if rank not in _RANKS or suit not in _SUITS:
            raise ValueError("invalid card")
        parsed.append((_RANKS[rank], suit))
    if len(set(parsed)) != 5:
        raise ValueError("duplicate card")
    return parsed


def _score(hand):
    cards = _parse(hand)
    values = sorted((v for v, _ in cards), reverse=True)
    flush = len({s for _, s in cards}) == 1
    if values == [14, 5, 4, 3, 2]:
        values = [5, 4, 3, 2, 1]
    straight = len(set(values)) == 5 and values[0] - values[4] == 4
    groups = sorted(Counter(values).items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    shape = [n for _, n in groups]
    order = [v for v, _ in groups]
    if straight and flush:
        cat = 8
    elif shape == [4, 1]:
        cat = 7
    elif shape == [3, 2]:
        cat = 6
    elif flush:
        cat = 5
    elif straight:
        cat = 4
    elif shape == [3, 1, 1]:
        cat = 3
    elif shape == [2, 2, 1]:
        cat = 2
    elif shape == [2, 1, 1, 1]:
        cat = 1
    else:
        cat = 0
    return (cat, order)


def best_hands(hands):
    if not isinstance(hands, (list, tuple)):
        raise TypeError("hands must be a list")
    if not hands:
        raise ValueError("no hands")
    scores = [_score(h) for h in hands]
    top = max(scores)
    return [h for h, s in zip(hands, scores) if s == top]
