# utility module

def lower_bound (mu_0 ,sigma_1 ):
    omega_2 ,beta_3 =0 ,len (mu_0 )
    while omega_2 <beta_3 :
        gamma_4 =(omega_2 +beta_3 )//2 
        if mu_0 [gamma_4 ]<sigma_1 :
            omega_2 =gamma_4 +1 
        else :
            beta_3 =gamma_4 
    return omega_2 
