# utility module

def edit_distance (nu_0 ,psi_1 ):
    # step 4
    beta_2 =list (range (len (psi_1 )+1 ))
    for kappa_3 ,tau_4 in enumerate (nu_0 ,1 ):
        theta_5 =[kappa_3 ]
        for xi_6 ,gamma_7 in enumerate (psi_1 ,1 ):
            theta_5 .append (min (beta_2 [xi_6 ]+1 ,theta_5 [xi_6 -1 ]+1 ,beta_2 [xi_6 -1 ]+(tau_4 !=gamma_7 )))
        beta_2 =theta_5 
    return beta_2 [-1 ]
