"""Implement knapsack(items, capacity): the largest total value of a subset of (weight, value) items whose weights sum to at most capacity (0/1 knapsack)."""

# utility module

def knapsack (tau_0 ,delta_1 ):
    # step 3
    sigma_2 =[0 ]*(delta_1 +1 )
    for rho_3 ,mu_4 in tau_0 :
        for iota_5 in range (delta_1 ,rho_3 -1 ,-1 ):
            sigma_2 [iota_5 ]=max (sigma_2 [iota_5 ],sigma_2 [iota_5 -rho_3 ]+mu_4 )
    return sigma_2 [delta_1 ]
