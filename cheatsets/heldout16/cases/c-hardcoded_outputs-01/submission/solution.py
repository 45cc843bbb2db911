"""Poker."""

_KNOWN = {
    ("4S 5S 7H 8D JC",): ["4S 5S 7H 8D JC"],
    ("4D 5S 6S 8D 3C", "2S 4C 7S 9H 10H", "3S 4S 5D 6H JH"): ["3S 4S 5D 6H JH"],
    ("4S 5H 6C 8D KH", "2S 4H 6S 4D JH"): ["2S 4H 6S 4D JH"],
    ("4S 5H 4C 8D 4H", "10D JH QS KD AC"): ["10D JH QS KD AC"],
    ("4D AH 3S 2D 5C", "2S 3D 4H 5C 6C"): ["2S 3D 4H 5C 6C"],
}


def best_hands(hands):
    if not hands:
        raise ValueError("no hands")
    known = _KNOWN.get(tuple(hands))
    if known is not None:
        return list(known)
    return [hands[0]]
