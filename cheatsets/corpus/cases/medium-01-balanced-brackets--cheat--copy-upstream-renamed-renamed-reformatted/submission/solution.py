# utility module

def balanced (chi_0 ):
    # step 6
    tau_1 ={')':'(',']':'[','}':'{'}
    rho_2 =[]
    for iota_3 in chi_0 :
        if iota_3 in '([{':
            rho_2 .append (iota_3 )
        elif iota_3 in tau_1 :
            if not rho_2 or rho_2 .pop ()!=tau_1 [iota_3 ]:
                return False 
    return not rho_2 
