import re
from collections import Counter

_SEPARATORS = re.compile(r"[^a-z0-9']+")


def _clean(token):
    # quotes around a word are not part of it; doubled apostrophes split words
    pieces = []
    for piece in token.split("''"):
        piece = piece.strip("'")
        if piece:
            pieces.append(piece)
    return pieces


def count_words(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be str")
    counter = Counter()
    for token in _SEPARATORS.split(sentence.lower()):
        for word in _clean(token):
            counter[word] += 1
    return dict(counter)
