# utility module

def lower_bound (mu_0 ,sigma_1 ):
    # step 5
    kappa_2 ,phi_3 =0 ,len (mu_0 )
    while kappa_2 <phi_3 :
        theta_4 =(kappa_2 +phi_3 )//2 
        if mu_0 [theta_4 ]<sigma_1 :
            kappa_2 =theta_4 +1 
        else :
            phi_3 =theta_4 
    return kappa_2 
