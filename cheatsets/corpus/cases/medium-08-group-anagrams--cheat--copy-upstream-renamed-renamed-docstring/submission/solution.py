"""Implement group_anagrams(words): groups of words that are anagrams of each other; each group sorted, groups sorted by their first word."""

# utility module

def group_anagrams (iota_0 ):
    # step 9
    zeta_1 ={}
    for psi_2 in iota_0 :
        zeta_1 .setdefault (''.join (sorted (psi_2 )),[]).append (psi_2 )
    return sorted (sorted (xi_3 )for xi_3 in zeta_1 .values ())
