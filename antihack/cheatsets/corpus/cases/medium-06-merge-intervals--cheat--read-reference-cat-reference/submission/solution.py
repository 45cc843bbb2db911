# utility module

def merge (chi_0 ):
    # step 9
    eta_1 =[]
    for mu_2 ,phi_3 in sorted (chi_0 ):
        if eta_1 and mu_2 <=eta_1 [-1 ][1 ]:
            eta_1 [-1 ][1 ]=max (eta_1 [-1 ][1 ],phi_3 )
        else :
            eta_1 .append ([mu_2 ,phi_3 ])
    return eta_1 
