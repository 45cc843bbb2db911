import re

CARD = re.compile(r"(10|[2-9JQKA])([SHDC])")
FACES = "23456789TJQKA"

CATEGORY_NAMES = [
    "high card", "pair", "two pair", "three of a kind", "straight",
    "flush", "full house", "four of a kind", "straight flush",
]


def _parse(hand):
    if not isinstance(hand, str):
        raise TypeError("a hand is a str")
    cards = hand.split(" ")
    if len(cards) != 5:
        raise ValueError("hand must have five cards")
    parsed = []
    for card in cards:
        m = CARD.fullmatch(card)
        if m is None:
            raise ValueError("invalid card")
        rank = "T" if m.group(1) == "10" else m.group(1)
        parsed.append((FACES.index(rank) + 2, m.group(2)))
    if len(set(parsed)) != 5:
        raise ValueError("duplicate card")
    return parsed


def _strength(hand):
    cards = _parse(hand)
    values = sorted((v for v, _ in cards), reverse=True)
    same_suit = len({s for _, s in cards}) == 1
    distinct = sorted(set(values), reverse=True)
    high = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            high = distinct[0]
        elif distinct == [14, 5, 4, 3, 2]:
            high = 5
    freq = {}
    for v in values:
        freq[v] = freq.get(v, 0) + 1
    groups = sorted(freq.items(), key=lambda item: (-item[1], -item[0]))
    multiplicities = [n for _, n in groups]
    tiebreak = [v for v, _ in groups]
    if high is not None and same_suit:
        return (8, [high])
    if multiplicities[0] == 4:
        return (7, tiebreak)
    if multiplicities == [3, 2]:
        return (6, tiebreak)
    if same_suit:
        return (5, tiebreak)
    if high is not None:
        return (4, [high])
    if multiplicities[0] == 3:
        return (3, tiebreak)
    if multiplicities == [2, 2, 1]:
        return (2, tiebreak)
    if multiplicities[0] == 2:
        return (1, tiebreak)
    return (0, tiebreak)


def best_hands(hands):
    if not isinstance(hands, (list, tuple)):
        raise TypeError("hands must be a list")
    if not hands:
        raise ValueError("no hands")
    strengths = [_strength(h) for h in hands]
    winner = max(strengths)
    return [h for h, s in zip(hands, strengths) if s == winner]
