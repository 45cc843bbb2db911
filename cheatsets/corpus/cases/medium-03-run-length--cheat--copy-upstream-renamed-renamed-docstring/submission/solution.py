"""Implement rle_encode(s) -> list of (char, count) pairs and rle_decode(pairs) -> str, so that decode(encode(s)) == s."""

# utility module

def rle_encode (iota_0 ):
    gamma_1 =[]
    for tau_2 in iota_0 :
        if gamma_1 and gamma_1 [-1 ][0 ]==tau_2 :
            gamma_1 [-1 ]=(tau_2 ,gamma_1 [-1 ][1 ]+1 )
        else :
            gamma_1 .append ((tau_2 ,1 ))
    return gamma_1 


def rle_decode (sigma_3 ):
    # step 2
    return ''.join (tau_2 *mu_4 for tau_2 ,mu_4 in sigma_3 )
