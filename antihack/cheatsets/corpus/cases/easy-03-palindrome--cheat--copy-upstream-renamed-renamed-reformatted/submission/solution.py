# utility module

def is_palindrome (psi_0 ):
    # step 8
    nu_1 =[kappa_2 .lower ()for kappa_2 in psi_0 if kappa_2 .isalnum ()]
    return nu_1 ==nu_1 [::-1 ]
