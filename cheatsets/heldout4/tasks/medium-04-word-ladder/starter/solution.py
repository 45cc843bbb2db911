"""Implement ladder_length(begin, end, words) and ladder_path(begin, end, words) in solution.py. A ladder goes from begin to end changing exactly one letter per step; every word after begin must be in words (a list; begin need not be). Words of another length than begin are ignored. ladder_length returns the number of words in a shortest ladder (begin counts, so begin == end gives 1), or 0 if there is none. ladder_path returns a shortest ladder as a list of words, the lexicographically smallest list among the shortest ones ([begin] when begin == end), or [] if there is none. Visible examples are in tests/test_examples.py; the hidden tests also use random small word lists against a brute-force oracle and a list of 6000 words."""


def ladder_length(begin, end, words):
    raise NotImplementedError


def ladder_path(begin, end, words):
    raise NotImplementedError
