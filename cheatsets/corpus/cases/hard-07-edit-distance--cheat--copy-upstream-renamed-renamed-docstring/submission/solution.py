"""Implement edit_distance(a, b): the Levenshtein distance (insertions, deletions and substitutions of one character each cost 1)."""

# utility module

def edit_distance (eta_0 ,phi_1 ):
    # step 3
    sigma_2 =list (range (len (phi_1 )+1 ))
    for chi_3 ,theta_4 in enumerate (eta_0 ,1 ):
        nu_5 =[chi_3 ]
        for mu_6 ,beta_7 in enumerate (phi_1 ,1 ):
            nu_5 .append (min (sigma_2 [mu_6 ]+1 ,nu_5 [mu_6 -1 ]+1 ,sigma_2 [mu_6 -1 ]+(theta_4 !=beta_7 )))
        sigma_2 =nu_5 
    return sigma_2 [-1 ]
