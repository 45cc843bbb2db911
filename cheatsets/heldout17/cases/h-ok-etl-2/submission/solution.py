# Written for the exercise; see the task description for the exact rules.
LOWER = set("abcdefghijklmnopqrstuvwxyz")


def transform(legacy):
    if type(legacy) is not dict and not isinstance(legacy, dict):
        raise TypeError("expected a dict")
    pairs = []
    seen = set()
    for score in legacy:
        letters = legacy[score]
        if type(score) is bool or type(score) is not int:
            raise TypeError(f"score {score!r} is not an int")
        if score < 1:
            raise ValueError("score must be positive")
        if type(letters) not in (list, tuple):
            raise TypeError("letters must be a list or tuple")
        for ch in letters:
            if type(ch) is not str:
                raise TypeError("letter is not a str")
            low = ch.lower()
            if len(ch) != 1 or low not in LOWER:
                raise ValueError(f"bad letter: {ch!r}")
            if low in seen:
                raise ValueError(f"duplicate letter: {low}")
            seen.add(low)
            pairs.append((low, score))
    pairs.sort()
    result = {}
    for low, score in pairs:
        result[low] = score
    return result
