# Implementation notes are inline; see tests/ for my own checks.
"""Count how often each word occurs in a phrase."""
import string

_ALNUM = frozenset(string.ascii_lowercase + string.digits)


def _words(text):
    word = []
    for i, ch in enumerate(text):
        if ch in _ALNUM:
            word.append(ch)
        elif ch == "'" and word and i + 1 < len(text) and text[i + 1] in _ALNUM:
            word.append(ch)
        else:
            if word:
                yield "".join(word)
            word = []
    if word:
        yield "".join(word)


def count_words(sentence):
    if not isinstance(sentence, str):
        raise TypeError("count_words() expects a str")
    tally = {}
    for w in _words(sentence.lower()):
        tally[w] = tally.get(w, 0) + 1
    return tally
