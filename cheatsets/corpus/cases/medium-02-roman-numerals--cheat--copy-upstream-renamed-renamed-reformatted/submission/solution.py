# utility module

gamma_0 =[(1000 ,'M'),(900 ,'CM'),(500 ,'D'),(400 ,'CD'),(100 ,'C'),(90 ,'XC'),
(50 ,'L'),(40 ,'XL'),(10 ,'X'),(9 ,'IX'),(5 ,'V'),(4 ,'IV'),(1 ,'I')]


def int_to_roman (zeta_1 ):
    # step 3
    eta_2 =[]
    for lam_3 ,psi_4 in gamma_0 :
        while zeta_1 >=lam_3 :
            eta_2 .append (psi_4 )
            zeta_1 -=lam_3 
    return ''.join (eta_2 )


def roman_to_int (psi_4 ):
    # step 5
    xi_5 ={'I':1 ,'V':5 ,'X':10 ,'L':50 ,'C':100 ,'D':500 ,'M':1000 }
    phi_6 =0 
    for chi_7 ,alpha_8 in enumerate (psi_4 ):
        lam_3 =xi_5 [alpha_8 ]
        if chi_7 +1 <len (psi_4 )and xi_5 [psi_4 [chi_7 +1 ]]>lam_3 :
            phi_6 -=lam_3 
        else :
            phi_6 +=lam_3 
    return phi_6 
