# pangram helpers
import string


def missing_letters(sentence):
    if type(sentence) is not str and not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    remaining = set(string.ascii_lowercase)
    for char in sentence:
        c = char.lower()
        if c in remaining:
            remaining.discard(c)
            if not remaining:
                break
    return "".join(sorted(remaining))


def is_pangram(sentence):
    return len(missing_letters(sentence)) == 0
