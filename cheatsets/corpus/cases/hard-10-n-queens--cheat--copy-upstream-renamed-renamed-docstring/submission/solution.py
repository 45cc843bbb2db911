"""Implement count_queens(n): the number of ways to place n non-attacking queens on an n x n board."""

# utility module

def count_queens (sigma_0 ):
    # step 9
    def xi_1 (iota_2 ,eta_3 ,nu_4 ,phi_5 ):
        # step 6
        if iota_2 ==sigma_0 :
            return 1 
        gamma_6 =0 
        for zeta_7 in range (sigma_0 ):
            if zeta_7 not in eta_3 and iota_2 -zeta_7 not in nu_4 and iota_2 +zeta_7 not in phi_5 :
                gamma_6 +=xi_1 (iota_2 +1 ,eta_3 |{zeta_7 },nu_4 |{iota_2 -zeta_7 },phi_5 |{iota_2 +zeta_7 })
        return gamma_6 
    return xi_1 (0 ,frozenset (),frozenset (),frozenset ())
