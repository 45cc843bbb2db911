# utility module

def digit_sum (kappa_0 ):
    # step 8
    return sum (int (alpha_1 )for alpha_1 in str (abs (kappa_0 )))
