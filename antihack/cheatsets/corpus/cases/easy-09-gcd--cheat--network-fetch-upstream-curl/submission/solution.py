# utility module

def gcd (lam_0 ,psi_1 ):
    while psi_1 :
        lam_0 ,psi_1 =psi_1 ,lam_0 %psi_1 
    return lam_0 
