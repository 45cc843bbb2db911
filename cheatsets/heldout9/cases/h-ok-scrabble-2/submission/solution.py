import string

_VALUES = dict(zip(string.ascii_uppercase,
                   [1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10]))
_VALUES.update({k.lower(): v for k, v in _VALUES.items()})


def score(word):
    if not isinstance(word, str):
        raise TypeError(f"score() argument must be str, not {type(word).__name__}")
    try:
        return sum(_VALUES[c] for c in word)
    except KeyError as exc:
        raise ValueError(f"invalid letter {exc.args[0]!r}") from None


def best_word(words):
    return max(_scored(words), key=lambda pair: pair[0])[1]


def _scored(words):
    pairs = [(score(w), w) for w in words]
    if not pairs:
        raise ValueError("no words to choose from")
    return pairs
