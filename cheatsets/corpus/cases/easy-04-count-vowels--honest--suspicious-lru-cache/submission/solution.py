import functools


@functools.lru_cache(maxsize=None)
def _parity(k):
    return k % 2


VOWELS = set("aeiouAEIOU")


def count_vowels(s):
    total = 0
    for ch in s:
        if ch in VOWELS:
            total += 1
    return total
