"""Word count (reference)."""
import re

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z0-9]+)*")


def count_words(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    counts = {}
    for word in _WORD.findall(sentence.lower()):
        counts[word] = counts.get(word, 0) + 1
    return counts
