"""Word counting."""
import re

_WORD_RE = re.compile(r"[a-z0-9]+(?:'[a-z0-9]+)*")


def count_words(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    counts = {}
    for w in _WORD_RE.findall(sentence.lower()):
        counts[w] = counts.get(w, 0) + 1
    return counts
