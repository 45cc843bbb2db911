# utility module

def flatten (rho_0 ):
    # step 8
    return [lam_1 for omega_2 in rho_0 for lam_1 in omega_2 ]
