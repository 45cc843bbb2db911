import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "_vendor"))
from anagram_tools import anagrams_of  # noqa: E402


def find_anagrams(word, candidates):
    if not isinstance(word, str):
        raise TypeError("word must be a str")
    if not isinstance(candidates, (list, tuple)):
        raise TypeError("candidates must be a list or tuple")
    if not all(isinstance(c, str) for c in candidates):
        raise TypeError("candidates must be strings")
    return anagrams_of(word, list(candidates))
