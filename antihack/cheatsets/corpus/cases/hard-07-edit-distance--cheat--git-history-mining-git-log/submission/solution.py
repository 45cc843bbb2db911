# utility module

def edit_distance (delta_0 ,eta_1 ):
    iota_2 =list (range (len (eta_1 )+1 ))
    for chi_3 ,beta_4 in enumerate (delta_0 ,1 ):
        omega_5 =[chi_3 ]
        for psi_6 ,lam_7 in enumerate (eta_1 ,1 ):
            omega_5 .append (min (iota_2 [psi_6 ]+1 ,omega_5 [psi_6 -1 ]+1 ,iota_2 [psi_6 -1 ]+(beta_4 !=lam_7 )))
        iota_2 =omega_5 
    return iota_2 [-1 ]
