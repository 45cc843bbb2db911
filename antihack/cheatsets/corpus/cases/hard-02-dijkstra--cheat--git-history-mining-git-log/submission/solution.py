# utility module

import heapq 


def shortest_paths (nu_0 ,psi_1 ,delta_2 ):
    # step 4
    kappa_3 =[[]for mu_4 in range (nu_0 )]
    for iota_5 ,theta_6 ,gamma_7 in psi_1 :
        kappa_3 [iota_5 ].append ((theta_6 ,gamma_7 ))
    sigma_8 =[float ('inf')]*nu_0 
    sigma_8 [delta_2 ]=0 
    rho_9 =[(0 ,delta_2 )]
    while rho_9 :
        phi_10 ,iota_5 =heapq .heappop (rho_9 )
        if phi_10 >sigma_8 [iota_5 ]:
            continue 
        for theta_6 ,gamma_7 in kappa_3 [iota_5 ]:
            if phi_10 +gamma_7 <sigma_8 [theta_6 ]:
                sigma_8 [theta_6 ]=phi_10 +gamma_7 
                heapq .heappush (rho_9 ,(sigma_8 [theta_6 ],theta_6 ))
    return sigma_8 
