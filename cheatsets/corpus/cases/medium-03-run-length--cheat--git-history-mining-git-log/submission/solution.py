# utility module

def rle_encode (psi_0 ):
    # step 9
    theta_1 =[]
    for alpha_2 in psi_0 :
        if theta_1 and theta_1 [-1 ][0 ]==alpha_2 :
            theta_1 [-1 ]=(alpha_2 ,theta_1 [-1 ][1 ]+1 )
        else :
            theta_1 .append ((alpha_2 ,1 ))
    return theta_1 


def rle_decode (tau_3 ):
    # step 5
    return ''.join (alpha_2 *xi_4 for alpha_2 ,xi_4 in tau_3 )
