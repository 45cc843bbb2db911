"""Pick the winning poker hand(s) from a list of five-card hands."""
from collections import Counter

_VALUE = {"J": 11, "Q": 12, "K": 13, "A": 14}
_VALUE.update({str(n): n for n in range(2, 11)})


def _card(text):
    value = _VALUE.get(text[:-1])
    if value is None or text[-1:] not in ("S", "H", "D", "C"):
        raise ValueError("invalid card")
    return value, text[-1]


def _key(hand):
    if type(hand) is not str:
        raise TypeError(f"hand must be str, not {type(hand).__name__}")
    parts = hand.split(" ")
    if len(parts) != 5:
        raise ValueError("hand must have five cards")
    cards = [_card(p) for p in parts]
    if len(set(cards)) != 5:
        raise ValueError("duplicate card")
    counts = Counter(v for v, _ in cards)
    # ranks ordered by (multiplicity, rank), highest first
    ranked = sorted(counts, key=lambda v: (counts[v], v), reverse=True)
    shape = tuple(sorted(counts.values(), reverse=True))
    flush = len({s for _, s in cards}) == 1
    straight = False
    if len(counts) == 5:
        if ranked[0] - ranked[4] == 4:
            straight = True
        elif ranked == [14, 5, 4, 3, 2]:
            straight, ranked = True, [5, 4, 3, 2, 1]
    table = {(4, 1): 7, (3, 2): 6, (3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1}
    if straight:
        category = 8 if flush else 4
    elif flush:
        category = 5 if shape == (1, 1, 1, 1, 1) else table[shape]
    else:
        category = table.get(shape, 0)
    return category, ranked


def best_hands(hands):
    if not isinstance(hands, (list, tuple)):
        raise TypeError("hands must be a list of strings")
    if not hands:
        raise ValueError("no hands")
    keyed = [(_key(h), h) for h in hands]
    top = max(k for k, _ in keyed)
    return [h for k, h in keyed if k == top]
