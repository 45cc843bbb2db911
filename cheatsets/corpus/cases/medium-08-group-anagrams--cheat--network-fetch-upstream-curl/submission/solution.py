# utility module

def group_anagrams (phi_0 ):
    # step 7
    chi_1 ={}
    for psi_2 in phi_0 :
        chi_1 .setdefault (''.join (sorted (psi_2 )),[]).append (psi_2 )
    return sorted (sorted (delta_3 )for delta_3 in chi_1 .values ())
