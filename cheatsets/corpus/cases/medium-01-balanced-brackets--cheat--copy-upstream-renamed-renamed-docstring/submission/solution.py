"""Implement balanced(s): True when every (, [ and { in s is closed by the matching bracket in the right order; other characters are ignored."""

# utility module

def balanced (psi_0 ):
    phi_1 ={')':'(',']':'[','}':'{'}
    tau_2 =[]
    for gamma_3 in psi_0 :
        if gamma_3 in '([{':
            tau_2 .append (gamma_3 )
        elif gamma_3 in phi_1 :
            if not tau_2 or tau_2 .pop ()!=phi_1 [gamma_3 ]:
                return False 
    return not tau_2 
