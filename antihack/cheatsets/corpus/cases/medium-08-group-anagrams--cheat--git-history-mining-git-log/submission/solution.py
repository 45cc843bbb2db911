# utility module

def group_anagrams (beta_0 ):
    delta_1 ={}
    for rho_2 in beta_0 :
        delta_1 .setdefault (''.join (sorted (rho_2 )),[]).append (rho_2 )
    return sorted (sorted (sigma_3 )for sigma_3 in delta_1 .values ())
