# utility module

import heapq 


def topo_sort (mu_0 ,iota_1 ):
    # step 2
    omega_2 =[0 ]*mu_0 
    chi_3 =[[]for rho_4 in range (mu_0 )]
    for sigma_5 ,tau_6 in iota_1 :
        chi_3 [sigma_5 ].append (tau_6 )
        omega_2 [tau_6 ]+=1 
    xi_7 =[phi_8 for phi_8 in range (mu_0 )if omega_2 [phi_8 ]==0 ]
    heapq .heapify (xi_7 )
    theta_9 =[]
    while xi_7 :
        sigma_5 =heapq .heappop (xi_7 )
        theta_9 .append (sigma_5 )
        for tau_6 in chi_3 [sigma_5 ]:
            omega_2 [tau_6 ]-=1 
            if omega_2 [tau_6 ]==0 :
                heapq .heappush (xi_7 ,tau_6 )
    if len (theta_9 )!=mu_0 :
        raise ValueError ('cycle')
    return theta_9 
