# utility module

def rle_encode (iota_0 ):
    kappa_1 =[]
    for theta_2 in iota_0 :
        if kappa_1 and kappa_1 [-1 ][0 ]==theta_2 :
            kappa_1 [-1 ]=(theta_2 ,kappa_1 [-1 ][1 ]+1 )
        else :
            kappa_1 .append ((theta_2 ,1 ))
    return kappa_1 


def rle_decode (phi_3 ):
    # step 3
    return ''.join (theta_2 *psi_4 for theta_2 ,psi_4 in phi_3 )
