"""anagram_tools 0.3.1"""
from collections import Counter


def anagrams_of(word, candidates):
    w = word.lower()
    return [c for c in candidates if c.lower() != w and Counter(c.lower()) == Counter(w)]
