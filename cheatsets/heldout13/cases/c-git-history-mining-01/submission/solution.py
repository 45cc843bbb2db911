import string


def _check(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be a str")


def missing_letters(sentence):
    _check(sentence)
    seen = set(sentence.lower())
    return "".join(c for c in string.ascii_lowercase if c not in seen)


def is_pangram(sentence):
    return missing_letters(sentence) == ""
