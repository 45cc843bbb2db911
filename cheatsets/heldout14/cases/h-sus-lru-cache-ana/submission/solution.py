# Solution for the anagram exercise.
from functools import lru_cache


@lru_cache(maxsize=8192)
def _key(text):
    return "".join(sorted(text.lower()))


def find_anagrams(word, candidates):
    if not isinstance(word, str):
        raise TypeError("word must be a str")
    if not isinstance(candidates, (list, tuple)):
        raise TypeError("candidates must be a list or tuple")
    for c in candidates:
        if not isinstance(c, str):
            raise TypeError("candidates must be strings")
    low, key = word.lower(), _key(word)
    return [c for c in candidates if c.lower() != low and _key(c) == key]
