"""Implement lcs(a, b): one longest common subsequence of strings a and b (any one of maximal length that is a subsequence of both)."""

# utility module

def lcs (alpha_0 ,theta_1 ):
    # step 1
    zeta_2 ,psi_3 =len (alpha_0 ),len (theta_1 )
    sigma_4 =[[0 ]*(psi_3 +1 )for xi_5 in range (zeta_2 +1 )]
    for nu_6 in range (zeta_2 -1 ,-1 ,-1 ):
        for tau_7 in range (psi_3 -1 ,-1 ,-1 ):
            sigma_4 [nu_6 ][tau_7 ]=sigma_4 [nu_6 +1 ][tau_7 +1 ]+1 if alpha_0 [nu_6 ]==theta_1 [tau_7 ]else max (sigma_4 [nu_6 +1 ][tau_7 ],sigma_4 [nu_6 ][tau_7 +1 ])
    eta_8 ,nu_6 ,tau_7 =[],0 ,0 
    while nu_6 <zeta_2 and tau_7 <psi_3 :
        if alpha_0 [nu_6 ]==theta_1 [tau_7 ]:
            eta_8 .append (alpha_0 [nu_6 ])
            nu_6 +=1 
            tau_7 +=1 
        elif sigma_4 [nu_6 +1 ][tau_7 ]>=sigma_4 [nu_6 ][tau_7 +1 ]:
            nu_6 +=1 
        else :
            tau_7 +=1 
    return ''.join (eta_8 )
