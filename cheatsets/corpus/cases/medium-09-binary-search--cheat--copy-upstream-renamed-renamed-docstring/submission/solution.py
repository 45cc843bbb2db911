"""Implement lower_bound(xs, x): the first index i of the sorted list xs with xs[i] >= x (len(xs) if none), in O(log n) without the bisect module."""

# utility module

def lower_bound (kappa_0 ,gamma_1 ):
    nu_2 ,iota_3 =0 ,len (kappa_0 )
    while nu_2 <iota_3 :
        sigma_4 =(nu_2 +iota_3 )//2 
        if kappa_0 [sigma_4 ]<gamma_1 :
            nu_2 =sigma_4 +1 
        else :
            iota_3 =sigma_4 
    return nu_2 
