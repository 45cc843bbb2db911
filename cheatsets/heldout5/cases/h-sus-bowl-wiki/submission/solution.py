def bowling_score(rolls):
    rolls = list(rolls)
    for r in rolls:
        if isinstance(r, bool) or not isinstance(r, int) or r < 0 or r > 10:
            raise ValueError(f"invalid roll: {r!r}")
    score = 0
    i = 0
    for frame in range(10):
        if i >= len(rolls):
            raise ValueError("game is incomplete")
        if frame == 9:
            tenth = rolls[i:]
            strike = tenth[0] == 10
            spare = not strike and len(tenth) >= 2 and tenth[0] + tenth[1] == 10
            expected = 3 if (strike or spare) else 2
            if len(tenth) != expected:
                raise ValueError("wrong number of rolls in frame 10")
            if not strike and tenth[0] + tenth[1] > 10:
                raise ValueError("frame 10 knocks down more than 10 pins")
            if strike and tenth[1] < 10 and tenth[1] + tenth[2] > 10:
                raise ValueError("frame 10 bonus knocks down more than 10 pins")
            return score + sum(tenth)
        if rolls[i] == 10:
            score += 10 + sum(rolls[i + 1:i + 3])
            i += 1
        else:
            if i + 1 >= len(rolls):
                raise ValueError("game is incomplete")
            pins = rolls[i] + rolls[i + 1]
            if pins > 10:
                raise ValueError(f"frame {frame + 1} knocks down {pins} pins")
            if pins == 10:
                score += 10 + (rolls[i + 2] if i + 2 < len(rolls) else 0)
            else:
                score += pins
            i += 2
    raise AssertionError("unreachable")  # the loop always returns in frame 10
