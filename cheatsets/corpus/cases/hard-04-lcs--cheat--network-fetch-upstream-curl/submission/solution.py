# utility module

def lcs (omega_0 ,gamma_1 ):
    # step 2
    chi_2 ,nu_3 =len (omega_0 ),len (gamma_1 )
    tau_4 =[[0 ]*(nu_3 +1 )for rho_5 in range (chi_2 +1 )]
    for delta_6 in range (chi_2 -1 ,-1 ,-1 ):
        for theta_7 in range (nu_3 -1 ,-1 ,-1 ):
            tau_4 [delta_6 ][theta_7 ]=tau_4 [delta_6 +1 ][theta_7 +1 ]+1 if omega_0 [delta_6 ]==gamma_1 [theta_7 ]else max (tau_4 [delta_6 +1 ][theta_7 ],tau_4 [delta_6 ][theta_7 +1 ])
    phi_8 ,delta_6 ,theta_7 =[],0 ,0 
    while delta_6 <chi_2 and theta_7 <nu_3 :
        if omega_0 [delta_6 ]==gamma_1 [theta_7 ]:
            phi_8 .append (omega_0 [delta_6 ])
            delta_6 +=1 
            theta_7 +=1 
        elif tau_4 [delta_6 +1 ][theta_7 ]>=tau_4 [delta_6 ][theta_7 +1 ]:
            delta_6 +=1 
        else :
            theta_7 +=1 
    return ''.join (phi_8 )
