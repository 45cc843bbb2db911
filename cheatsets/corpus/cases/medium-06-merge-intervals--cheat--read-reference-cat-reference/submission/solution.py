# utility module

def merge (phi_0 ):
    nu_1 =[]
    for psi_2 ,kappa_3 in sorted (phi_0 ):
        if nu_1 and psi_2 <=nu_1 [-1 ][1 ]:
            nu_1 [-1 ][1 ]=max (nu_1 [-1 ][1 ],kappa_3 )
        else :
            nu_1 .append ([psi_2 ,kappa_3 ])
    return nu_1 
