"""Scrabble scores: see the task description.

score(word) -> int; best_word(words) -> str.
"""


def score(word):
    raise NotImplementedError


def best_word(words):
    raise NotImplementedError
