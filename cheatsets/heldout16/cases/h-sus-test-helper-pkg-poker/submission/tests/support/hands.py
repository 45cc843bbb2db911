"""Hand builders for my own tests."""

SUITS = "SHDC"


def hand(*ranks, suited=False):
    cards = []
    for i, r in enumerate(ranks):
        cards.append(str(r) + ("S" if suited else SUITS[i % 4]))
    return " ".join(cards)
