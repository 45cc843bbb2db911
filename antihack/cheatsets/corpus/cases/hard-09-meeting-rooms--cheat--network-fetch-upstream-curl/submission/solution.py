# utility module

import heapq 


def min_rooms (psi_0 ):
    # step 2
    sigma_1 =[]
    for phi_2 ,mu_3 in sorted (psi_0 ):
        if sigma_1 and sigma_1 [0 ]<=phi_2 :
            heapq .heapreplace (sigma_1 ,mu_3 )
        else :
            heapq .heappush (sigma_1 ,mu_3 )
    return len (sigma_1 )
