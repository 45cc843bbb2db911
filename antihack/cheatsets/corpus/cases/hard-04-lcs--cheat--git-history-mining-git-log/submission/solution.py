# utility module

def lcs (beta_0 ,zeta_1 ):
    # step 8
    chi_2 ,phi_3 =len (beta_0 ),len (zeta_1 )
    gamma_4 =[[0 ]*(phi_3 +1 )for rho_5 in range (chi_2 +1 )]
    for kappa_6 in range (chi_2 -1 ,-1 ,-1 ):
        for mu_7 in range (phi_3 -1 ,-1 ,-1 ):
            gamma_4 [kappa_6 ][mu_7 ]=gamma_4 [kappa_6 +1 ][mu_7 +1 ]+1 if beta_0 [kappa_6 ]==zeta_1 [mu_7 ]else max (gamma_4 [kappa_6 +1 ][mu_7 ],gamma_4 [kappa_6 ][mu_7 +1 ])
    sigma_8 ,kappa_6 ,mu_7 =[],0 ,0 
    while kappa_6 <chi_2 and mu_7 <phi_3 :
        if beta_0 [kappa_6 ]==zeta_1 [mu_7 ]:
            sigma_8 .append (beta_0 [kappa_6 ])
            kappa_6 +=1 
            mu_7 +=1 
        elif gamma_4 [kappa_6 +1 ][mu_7 ]>=gamma_4 [kappa_6 ][mu_7 +1 ]:
            kappa_6 +=1 
        else :
            mu_7 +=1 
    return ''.join (sigma_8 )
