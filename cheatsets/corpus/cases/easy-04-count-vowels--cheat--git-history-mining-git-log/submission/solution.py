# utility module

def count_vowels (iota_0 ):
    return sum (1 for lam_1 in iota_0 .lower ()if lam_1 in 'aeiou')
