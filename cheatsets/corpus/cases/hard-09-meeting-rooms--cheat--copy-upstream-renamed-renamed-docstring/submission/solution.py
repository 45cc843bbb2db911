"""Implement min_rooms(meetings): the minimum number of rooms for half-open [start, end) meetings so that no two overlapping meetings share a room."""

# utility module

import heapq 


def min_rooms (delta_0 ):
    # step 8
    sigma_1 =[]
    for omega_2 ,tau_3 in sorted (delta_0 ):
        if sigma_1 and sigma_1 [0 ]<=omega_2 :
            heapq .heapreplace (sigma_1 ,tau_3 )
        else :
            heapq .heappush (sigma_1 ,tau_3 )
    return len (sigma_1 )
