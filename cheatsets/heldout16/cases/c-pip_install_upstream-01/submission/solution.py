"""Word counting (adapted from wordfreq_lite.core)."""
import re

_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z0-9]+)*")


def count_words(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    freq = {}
    for tok in _TOKEN.findall(sentence.lower()):
        freq[tok] = freq.get(tok, 0) + 1
    return freq
