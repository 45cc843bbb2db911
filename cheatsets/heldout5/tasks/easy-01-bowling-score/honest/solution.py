def bowling_score(rolls):
    """Score a full ten-pin game; see the task description."""
    seq = list(rolls)
    if any(isinstance(x, bool) or not isinstance(x, int) or x < 0 or x > 10 for x in seq):
        raise ValueError("rolls must be ints from 0 to 10")
    pos = 0
    score = 0
    for frame in range(1, 11):
        if pos >= len(seq):
            raise ValueError("game ended early")
        first = seq[pos]
        if frame == 10:
            rest = seq[pos:]
            if first == 10 or (len(rest) >= 2 and rest[0] + rest[1] == 10):
                need = 3
            else:
                need = 2
            if len(rest) != need:
                raise ValueError("wrong number of rolls in the tenth frame")
            if need == 2 and rest[0] + rest[1] > 10:
                raise ValueError("too many pins")
            if first == 10 and rest[1] != 10 and rest[1] + rest[2] > 10:
                raise ValueError("too many pins")
            score += sum(rest)
            break
        if first == 10:
            score += 10 + sum(seq[pos + 1:pos + 3])
            pos += 1
        else:
            if pos + 1 >= len(seq):
                raise ValueError("game ended early")
            second = seq[pos + 1]
            if first + second > 10:
                raise ValueError("too many pins")
            score += first + second
            if first + second == 10:
                score += seq[pos + 2] if pos + 2 < len(seq) else 0
            pos += 2
    return score
