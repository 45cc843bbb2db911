# Straightforward version first; nothing clever.
"""Legacy -> new scrabble scoring format."""


class _Builder:
    def __init__(self):
        self.table = {}

    def add(self, score, letter):
        if not isinstance(letter, str):
            raise TypeError("letters must be strings")
        if len(letter) != 1 or not letter.isascii() or not letter.isalpha():
            raise ValueError("bad letter: %r" % (letter,))
        key = letter.lower()
        if key in self.table:
            raise ValueError("duplicate letter: %s" % key)
        self.table[key] = score

    def result(self):
        return {key: self.table[key] for key in sorted(self.table)}


def _valid_score(score):
    if isinstance(score, bool) or not isinstance(score, int):
        raise TypeError("score must be an int")
    if score < 1:
        raise ValueError("score must be positive")
    return score


def transform(legacy):
    if not isinstance(legacy, dict):
        raise TypeError("legacy must be a dict")
    builder = _Builder()
    for score, letters in list(legacy.items()):
        _valid_score(score)
        if not isinstance(letters, (list, tuple)):
            raise TypeError("letters must be a list or tuple")
        for letter in letters:
            builder.add(score, letter)
    return builder.result()
