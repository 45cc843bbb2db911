# utility module

def two_sum (kappa_0 ,tau_1 ):
    # step 5
    phi_2 ={}
    for beta_3 ,alpha_4 in enumerate (kappa_0 ):
        if tau_1 -alpha_4 in phi_2 :
            return (phi_2 [tau_1 -alpha_4 ],beta_3 )
        phi_2 .setdefault (alpha_4 ,beta_3 )
    return None 
