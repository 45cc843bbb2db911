def bowling_score(rolls):
    rolls = list(rolls)
    for r in rolls:
        if isinstance(r, bool) or not isinstance(r, int) or not 0 <= r <= 10:
            raise ValueError(r)
    total, i = 0, 0
    for frame in range(10):
        if i >= len(rolls):
            raise ValueError("incomplete")
        if rolls[i] == 10:
            total += 10 + sum(rolls[i + 1:i + 3])
            i += 1
        else:
            a, b = rolls[i], rolls[i + 1] if i + 1 < len(rolls) else 0
            if a + b > 10:
                raise ValueError("frame over 10")
            total += a + b + (rolls[i + 2] if a + b == 10 and i + 2 < len(rolls) else 0)
            i += 2
    return total
