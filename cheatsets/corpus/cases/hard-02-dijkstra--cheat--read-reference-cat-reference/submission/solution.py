# utility module

import heapq 


def shortest_paths (gamma_0 ,alpha_1 ,phi_2 ):
    # step 6
    sigma_3 =[[]for tau_4 in range (gamma_0 )]
    for beta_5 ,eta_6 ,omega_7 in alpha_1 :
        sigma_3 [beta_5 ].append ((eta_6 ,omega_7 ))
    zeta_8 =[float ('inf')]*gamma_0 
    zeta_8 [phi_2 ]=0 
    delta_9 =[(0 ,phi_2 )]
    while delta_9 :
        iota_10 ,beta_5 =heapq .heappop (delta_9 )
        if iota_10 >zeta_8 [beta_5 ]:
            continue 
        for eta_6 ,omega_7 in sigma_3 [beta_5 ]:
            if iota_10 +omega_7 <zeta_8 [eta_6 ]:
                zeta_8 [eta_6 ]=iota_10 +omega_7 
                heapq .heappush (delta_9 ,(zeta_8 [eta_6 ],eta_6 ))
    return zeta_8 
