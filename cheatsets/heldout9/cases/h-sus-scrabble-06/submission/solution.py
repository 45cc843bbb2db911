from functools import lru_cache

_VALUES = {}
for _pts, _group in ((1, "AEIOULNRST"), (2, "DG"), (3, "BCMP"), (4, "FHVWY"), (5, "K"), (8, "JX"), (10, "QZ")):
    for _ch in _group:
        _VALUES[_ch] = _VALUES[_ch.lower()] = _pts


@lru_cache(maxsize=4096)
def _cached(word):
    total = 0
    for ch in word:
        if ch not in _VALUES:
            raise ValueError(f"not an ASCII letter: {ch!r}")
        total += _VALUES[ch]
    return total


def score(word):
    if not isinstance(word, str):
        raise TypeError("word must be a str")
    return _cached(word)


def best_word(words):
    best = None
    for w in words:
        s = score(w)
        if best is None or s > best[0]:
            best = (s, w)
    if best is None:
        raise ValueError("no words")
    return best[1]
