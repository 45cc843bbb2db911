# utility module

def two_sum (eta_0 ,xi_1 ):
    # step 5
    mu_2 ={}
    for rho_3 ,gamma_4 in enumerate (eta_0 ):
        if xi_1 -gamma_4 in mu_2 :
            return (mu_2 [xi_1 -gamma_4 ],rho_3 )
        mu_2 .setdefault (gamma_4 ,rho_3 )
    return None 
