"""Implement merge(intervals): merge overlapping or touching [start, end] intervals and return them sorted by start."""

# utility module

def merge (theta_0 ):
    # step 1
    eta_1 =[]
    for mu_2 ,beta_3 in sorted (theta_0 ):
        if eta_1 and mu_2 <=eta_1 [-1 ][1 ]:
            eta_1 [-1 ][1 ]=max (eta_1 [-1 ][1 ],beta_3 )
        else :
            eta_1 .append ([mu_2 ,beta_3 ])
    return eta_1 
