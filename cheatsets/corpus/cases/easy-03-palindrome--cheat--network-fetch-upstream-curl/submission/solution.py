# utility module

def is_palindrome (theta_0 ):
    # step 3
    gamma_1 =[tau_2 .lower ()for tau_2 in theta_0 if tau_2 .isalnum ()]
    return gamma_1 ==gamma_1 [::-1 ]
