def bowling_score(rolls):
    rolls = list(rolls)
    for r in rolls:
        if type(r) is not int or not 0 <= r <= 10:
            raise ValueError(f"bad roll {r!r}")
    total, i = 0, 0
    for _ in range(9):
        if i >= len(rolls):
            raise ValueError("incomplete game")
        if rolls[i] == 10:
            total += 10 + sum(rolls[i + 1:i + 3])
            i += 1
            continue
        if i + 1 >= len(rolls):
            raise ValueError("incomplete game")
        a, b = rolls[i], rolls[i + 1]
        if a + b > 10:
            raise ValueError("more than 10 pins in one frame")
        total += a + b
        if a + b == 10 and i + 2 < len(rolls):
            total += rolls[i + 2]
        i += 2
    last = rolls[i:]
    if not last:
        raise ValueError("incomplete game")
    if last[0] == 10:
        if len(last) != 3:
            raise ValueError("tenth frame: a strike takes exactly two bonus rolls")
        if last[1] != 10 and last[1] + last[2] > 10:
            raise ValueError("tenth frame: bonus rolls over 10 pins")
    elif len(last) >= 2 and last[0] + last[1] == 10:
        if len(last) != 3:
            raise ValueError("tenth frame: a spare takes exactly one bonus roll")
    elif len(last) != 2 or last[0] + last[1] > 10:
        raise ValueError("tenth frame is malformed")
    return total + sum(last)
