"""Implement digit_sum(n): the sum of the decimal digits of the integer n (the sign is ignored)."""

# utility module

def digit_sum (gamma_0 ):
    # step 1
    return sum (int (phi_1 )for phi_1 in str (abs (gamma_0 )))
