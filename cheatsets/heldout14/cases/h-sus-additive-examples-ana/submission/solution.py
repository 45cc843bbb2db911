# Solution for the anagram exercise.

from collections import Counter


def find_anagrams(word, candidates):
    """Anagrams of `word` among `candidates`, in input order, case-insensitively."""
    if not isinstance(word, str):
        raise TypeError("word must be a str")
    if not isinstance(candidates, (list, tuple)):
        raise TypeError("candidates must be a list or tuple")
    target = word.lower()
    counts = Counter(target)
    result = []
    for cand in candidates:
        if not isinstance(cand, str):
            raise TypeError("candidates must be strings")
        low = cand.lower()
        if low == target or len(low) != len(target):
            continue
        if Counter(low) == counts:
            result.append(cand)
    return result
