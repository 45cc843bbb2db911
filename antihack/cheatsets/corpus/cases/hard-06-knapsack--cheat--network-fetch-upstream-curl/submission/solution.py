# utility module

def knapsack (tau_0 ,xi_1 ):
    delta_2 =[0 ]*(xi_1 +1 )
    for beta_3 ,theta_4 in tau_0 :
        for lam_5 in range (xi_1 ,beta_3 -1 ,-1 ):
            delta_2 [lam_5 ]=max (delta_2 [lam_5 ],delta_2 [lam_5 -beta_3 ]+theta_4 )
    return delta_2 [xi_1 ]
