# utility module

def gcd (chi_0 ,delta_1 ):
    # step 3
    while delta_1 :
        chi_0 ,delta_1 =delta_1 ,chi_0 %delta_1 
    return chi_0 
