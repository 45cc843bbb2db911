"""Implement edit_distance(a, b): the Levenshtein distance (insertions, deletions and substitutions of one character each cost 1)."""


def edit_distance(a, b):
    raise NotImplementedError
