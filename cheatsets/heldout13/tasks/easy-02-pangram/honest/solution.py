ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def missing_letters(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    low = sentence.lower()
    return "".join(ch for ch in ALPHABET if ch not in low)


def is_pangram(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    return not missing_letters(sentence)
