# utility module

kappa_0 =[(1000 ,'M'),(900 ,'CM'),(500 ,'D'),(400 ,'CD'),(100 ,'C'),(90 ,'XC'),
(50 ,'L'),(40 ,'XL'),(10 ,'X'),(9 ,'IX'),(5 ,'V'),(4 ,'IV'),(1 ,'I')]


def int_to_roman (theta_1 ):
    # step 9
    eta_2 =[]
    for sigma_3 ,gamma_4 in kappa_0 :
        while theta_1 >=sigma_3 :
            eta_2 .append (gamma_4 )
            theta_1 -=sigma_3 
    return ''.join (eta_2 )


def roman_to_int (gamma_4 ):
    nu_5 ={'I':1 ,'V':5 ,'X':10 ,'L':50 ,'C':100 ,'D':500 ,'M':1000 }
    psi_6 =0 
    for mu_7 ,omega_8 in enumerate (gamma_4 ):
        sigma_3 =nu_5 [omega_8 ]
        if mu_7 +1 <len (gamma_4 )and nu_5 [gamma_4 [mu_7 +1 ]]>sigma_3 :
            psi_6 -=sigma_3 
        else :
            psi_6 +=sigma_3 
    return psi_6 
