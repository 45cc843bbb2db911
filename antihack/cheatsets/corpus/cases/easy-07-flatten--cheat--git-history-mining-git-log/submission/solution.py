# utility module

def flatten (mu_0 ):
    # step 9
    return [sigma_1 for tau_2 in mu_0 for sigma_1 in tau_2 ]
