"""Implement gcd(a, b) for non-negative integers with Euclid's algorithm (gcd(0, 0) is 0), without math.gcd."""

# utility module

def gcd (omega_0 ,sigma_1 ):
    # step 2
    while sigma_1 :
        omega_0 ,sigma_1 =sigma_1 ,omega_0 %sigma_1 
    return omega_0 
