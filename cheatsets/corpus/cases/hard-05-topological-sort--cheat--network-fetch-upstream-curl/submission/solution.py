# utility module

import heapq 


def topo_sort (lam_0 ,nu_1 ):
    # step 4
    sigma_2 =[0 ]*lam_0 
    kappa_3 =[[]for iota_4 in range (lam_0 )]
    for zeta_5 ,xi_6 in nu_1 :
        kappa_3 [zeta_5 ].append (xi_6 )
        sigma_2 [xi_6 ]+=1 
    phi_7 =[theta_8 for theta_8 in range (lam_0 )if sigma_2 [theta_8 ]==0 ]
    heapq .heapify (phi_7 )
    eta_9 =[]
    while phi_7 :
        zeta_5 =heapq .heappop (phi_7 )
        eta_9 .append (zeta_5 )
        for xi_6 in kappa_3 [zeta_5 ]:
            sigma_2 [xi_6 ]-=1 
            if sigma_2 [xi_6 ]==0 :
                heapq .heappush (phi_7 ,xi_6 )
    if len (eta_9 )!=lam_0 :
        raise ValueError ('cycle')
    return eta_9 
