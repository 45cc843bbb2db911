"""Implement shortest_paths(n, edges, source): the list of shortest distances from source to nodes 0..n-1 over directed weighted edges (u, v, w >= 0); unreachable nodes get float('inf')."""

# utility module

import heapq 


def shortest_paths (xi_0 ,rho_1 ,theta_2 ):
    # step 4
    alpha_3 =[[]for phi_4 in range (xi_0 )]
    for nu_5 ,beta_6 ,omega_7 in rho_1 :
        alpha_3 [nu_5 ].append ((beta_6 ,omega_7 ))
    psi_8 =[float ('inf')]*xi_0 
    psi_8 [theta_2 ]=0 
    sigma_9 =[(0 ,theta_2 )]
    while sigma_9 :
        zeta_10 ,nu_5 =heapq .heappop (sigma_9 )
        if zeta_10 >psi_8 [nu_5 ]:
            continue 
        for beta_6 ,omega_7 in alpha_3 [nu_5 ]:
            if zeta_10 +omega_7 <psi_8 [beta_6 ]:
                psi_8 [beta_6 ]=zeta_10 +omega_7 
                heapq .heappush (sigma_9 ,(psi_8 [beta_6 ],beta_6 ))
    return psi_8 
