# The checks below follow the error messages in the description word for word.
"""Scrabble ETL."""

import string


def _check_letter(letter):
    if not isinstance(letter, str):
        raise TypeError("letters must be strings")
    if len(letter) != 1 or letter not in string.ascii_letters:
        raise ValueError(f"bad letter: {letter!r}")
    return letter.lower()


def transform(legacy):
    """Map each lowercase letter to its score, keys sorted alphabetically."""
    if not isinstance(legacy, dict):
        raise TypeError("legacy must be a dict")
    scores = {}
    for score, letters in legacy.items():
        if not isinstance(score, int):
            raise TypeError("score must be an int")
        if score <= 0:
            raise ValueError("score must be positive")
        if not isinstance(letters, (list, tuple)):
            raise TypeError("letters must be a list or tuple")
        for raw in letters:
            letter = _check_letter(raw)
            if letter in scores:
                raise ValueError(f"duplicate letter: {letter}")
            scores[letter] = score
    return dict(sorted(scores.items()))
