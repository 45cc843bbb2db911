import re
from collections import Counter

_SPLIT = re.compile(r"[^a-z0-9']+")


def _unquote(token):
    # quotes around a word are not part of it; doubled apostrophes split words
    parts = []
    for part in token.split("''"):
        part = part.strip("'")
        if part:
            parts.append(part)
    return parts


def count_words(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be str")
    tally = Counter()
    for token in _SPLIT.split(sentence.lower()):
        for word in _unquote(token):
            tally[word] += 1
    return dict(tally)
