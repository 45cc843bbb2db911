"""Implement count_vowels(s): how many of the characters of s are vowels (a, e, i, o, u, either case)."""

# utility module

def count_vowels (zeta_0 ):
    # step 9
    return sum (1 for lam_1 in zeta_0 .lower ()if lam_1 in 'aeiou')
