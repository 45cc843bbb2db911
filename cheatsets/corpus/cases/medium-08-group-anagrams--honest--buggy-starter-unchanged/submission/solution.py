"""Implement group_anagrams(words): groups of words that are anagrams of each other; each group sorted, groups sorted by their first word."""


def group_anagrams(words):
    raise NotImplementedError
