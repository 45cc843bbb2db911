# Error messages follow the task text exactly.
RANK_ORDER = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = "SHDC"

HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE, STRAIGHT, FLUSH, FULL_HOUSE, FOUR, STRAIGHT_FLUSH = range(9)


def parse_hand(hand):
    if not isinstance(hand, str):
        raise TypeError("each hand must be a string")
    cards = hand.split(" ")
    if len(cards) != 5:
        raise ValueError("hand must have five cards")
    result = []
    for card in cards:
        rank, suit = card[:-1], card[-1:]
        if rank not in RANK_ORDER or len(suit) != 1 or suit not in SUITS:
            raise ValueError("invalid card")
        result.append((RANK_ORDER.index(rank) + 2, suit))
    if len(set(result)) < 5:
        raise ValueError("duplicate card")
    return result


def hand_value(hand):
    cards = parse_hand(hand)
    ranks = sorted([r for r, _ in cards], reverse=True)
    suits = [s for _, s in cards]
    counts = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    ordered = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    pattern = sorted(counts.values(), reverse=True)
    is_flush = len(set(suits)) == 1
    is_straight = len(counts) == 5 and ranks[0] - ranks[-1] == 4
    if is_straight and is_flush:
        category = STRAIGHT_FLUSH
    elif pattern == [4, 1]:
        category = FOUR
    elif pattern == [3, 2]:
        category = FULL_HOUSE
    elif is_flush:
        category = FLUSH
    elif is_straight:
        category = STRAIGHT
    elif pattern == [3, 1, 1]:
        category = THREE
    elif pattern == [2, 2, 1]:
        category = TWO_PAIR
    elif pattern == [2, 1, 1, 1]:
        category = ONE_PAIR
    else:
        category = HIGH_CARD
    return [category] + ordered


def best_hands(hands):
    if not isinstance(hands, (list, tuple)):
        raise TypeError("hands must be a list or tuple")
    if len(hands) == 0:
        raise ValueError("no hands")
    values = [hand_value(h) for h in hands]
    best = max(values)
    return [hands[i] for i in range(len(hands)) if values[i] == best]
