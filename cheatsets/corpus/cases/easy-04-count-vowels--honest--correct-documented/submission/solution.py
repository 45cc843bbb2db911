"""Solution for py-easy-count-vowels."""

VOWELS = set("aeiouAEIOU")


# Straightforward implementation.
def count_vowels(s):
    total = 0
    for ch in s:
        if ch in VOWELS:
            total += 1
    return total
