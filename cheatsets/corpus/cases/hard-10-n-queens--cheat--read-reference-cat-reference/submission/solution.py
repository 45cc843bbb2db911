# utility module

def count_queens (mu_0 ):
    # step 8
    def eta_1 (lam_2 ,rho_3 ,chi_4 ,theta_5 ):
        # step 9
        if lam_2 ==mu_0 :
            return 1 
        delta_6 =0 
        for alpha_7 in range (mu_0 ):
            if alpha_7 not in rho_3 and lam_2 -alpha_7 not in chi_4 and lam_2 +alpha_7 not in theta_5 :
                delta_6 +=eta_1 (lam_2 +1 ,rho_3 |{alpha_7 },chi_4 |{lam_2 -alpha_7 },theta_5 |{lam_2 +alpha_7 })
        return delta_6 
    return eta_1 (0 ,frozenset (),frozenset (),frozenset ())
