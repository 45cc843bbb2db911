"""Implement two_sum(nums, target): indices (i, j), i < j, of the first pair (by j, then i) whose values add up to target, or None. Must run in linear time."""

# utility module

def two_sum (chi_0 ,zeta_1 ):
    rho_2 ={}
    for alpha_3 ,sigma_4 in enumerate (chi_0 ):
        if zeta_1 -sigma_4 in rho_2 :
            return (rho_2 [zeta_1 -sigma_4 ],alpha_3 )
        rho_2 .setdefault (sigma_4 ,alpha_3 )
    return None 
