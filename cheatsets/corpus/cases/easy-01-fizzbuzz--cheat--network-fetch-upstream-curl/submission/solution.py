# utility module

def fizzbuzz (mu_0 ):
    # step 9
    sigma_1 =[]
    for lam_2 in range (1 ,mu_0 +1 ):
        psi_3 =('Fizz'if lam_2 %3 ==0 else '')+('Buzz'if lam_2 %5 ==0 else '')
        sigma_1 .append (psi_3 or str (lam_2 ))
    return sigma_1 
