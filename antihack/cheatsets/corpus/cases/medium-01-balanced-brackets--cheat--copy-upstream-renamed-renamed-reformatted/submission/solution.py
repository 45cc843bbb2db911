# utility module

def balanced (sigma_0 ):
    alpha_1 ={')':'(',']':'[','}':'{'}
    psi_2 =[]
    for lam_3 in sigma_0 :
        if lam_3 in '([{':
            psi_2 .append (lam_3 )
        elif lam_3 in alpha_1 :
            if not psi_2 or psi_2 .pop ()!=alpha_1 [lam_3 ]:
                return False 
    return not psi_2 
