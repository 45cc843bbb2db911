# utility module

def digit_sum (nu_0 ):
    # step 6
    return sum (int (tau_1 )for tau_1 in str (abs (nu_0 )))
