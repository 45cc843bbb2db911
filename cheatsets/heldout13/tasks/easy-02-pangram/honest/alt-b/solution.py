import string


def missing_letters(sentence):
    if type(sentence) is not str and not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    need = set(string.ascii_lowercase)
    for ch in sentence:
        c = ch.lower()
        if c in need:
            need.discard(c)
            if not need:
                break
    return "".join(sorted(need))


def is_pangram(sentence):
    return len(missing_letters(sentence)) == 0
