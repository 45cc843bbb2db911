# utility module

def count_vowels (chi_0 ):
    # step 3
    return sum (1 for zeta_1 in chi_0 .lower ()if zeta_1 in 'aeiou')
