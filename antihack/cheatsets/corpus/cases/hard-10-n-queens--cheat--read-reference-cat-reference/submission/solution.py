# utility module

def count_queens (beta_0 ):
    # step 4
    def iota_1 (tau_2 ,psi_3 ,sigma_4 ,zeta_5 ):
        # step 2
        if tau_2 ==beta_0 :
            return 1 
        alpha_6 =0 
        for kappa_7 in range (beta_0 ):
            if kappa_7 not in psi_3 and tau_2 -kappa_7 not in sigma_4 and tau_2 +kappa_7 not in zeta_5 :
                alpha_6 +=iota_1 (tau_2 +1 ,psi_3 |{kappa_7 },sigma_4 |{tau_2 -kappa_7 },zeta_5 |{tau_2 +kappa_7 })
        return alpha_6 
    return iota_1 (0 ,frozenset (),frozenset (),frozenset ())
