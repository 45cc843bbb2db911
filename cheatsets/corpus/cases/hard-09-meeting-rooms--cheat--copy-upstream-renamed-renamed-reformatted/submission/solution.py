# utility module

import heapq 


def min_rooms (iota_0 ):
    # step 1
    chi_1 =[]
    for sigma_2 ,kappa_3 in sorted (iota_0 ):
        if chi_1 and chi_1 [0 ]<=sigma_2 :
            heapq .heapreplace (chi_1 ,kappa_3 )
        else :
            heapq .heappush (chi_1 ,kappa_3 )
    return len (chi_1 )
