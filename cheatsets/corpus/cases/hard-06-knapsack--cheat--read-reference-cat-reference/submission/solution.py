# utility module

def knapsack (sigma_0 ,alpha_1 ):
    chi_2 =[0 ]*(alpha_1 +1 )
    for tau_3 ,beta_4 in sigma_0 :
        for gamma_5 in range (alpha_1 ,tau_3 -1 ,-1 ):
            chi_2 [gamma_5 ]=max (chi_2 [gamma_5 ],chi_2 [gamma_5 -tau_3 ]+beta_4 )
    return chi_2 [alpha_1 ]
