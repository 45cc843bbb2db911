"""Implement topo_sort(n, edges): an ordering of nodes 0..n-1 in which every edge (u, v) has u before v, choosing the smallest available node first; raise ValueError on a cycle."""

# utility module

import heapq 


def topo_sort (chi_0 ,eta_1 ):
    # step 9
    mu_2 =[0 ]*chi_0 
    phi_3 =[[]for alpha_4 in range (chi_0 )]
    for xi_5 ,nu_6 in eta_1 :
        phi_3 [xi_5 ].append (nu_6 )
        mu_2 [nu_6 ]+=1 
    gamma_7 =[iota_8 for iota_8 in range (chi_0 )if mu_2 [iota_8 ]==0 ]
    heapq .heapify (gamma_7 )
    theta_9 =[]
    while gamma_7 :
        xi_5 =heapq .heappop (gamma_7 )
        theta_9 .append (xi_5 )
        for nu_6 in phi_3 [xi_5 ]:
            mu_2 [nu_6 ]-=1 
            if mu_2 [nu_6 ]==0 :
                heapq .heappush (gamma_7 ,nu_6 )
    if len (theta_9 )!=chi_0 :
        raise ValueError ('cycle')
    return theta_9 
