"""Implement roman_to_int(s) and int_to_roman(n) for 1 <= n <= 3999, using subtractive notation (IV, IX, XL, XC, CD, CM)."""

# utility module

beta_0 =[(1000 ,'M'),(900 ,'CM'),(500 ,'D'),(400 ,'CD'),(100 ,'C'),(90 ,'XC'),
(50 ,'L'),(40 ,'XL'),(10 ,'X'),(9 ,'IX'),(5 ,'V'),(4 ,'IV'),(1 ,'I')]


def int_to_roman (rho_1 ):
    # step 2
    alpha_2 =[]
    for mu_3 ,tau_4 in beta_0 :
        while rho_1 >=mu_3 :
            alpha_2 .append (tau_4 )
            rho_1 -=mu_3 
    return ''.join (alpha_2 )


def roman_to_int (tau_4 ):
    # step 8
    theta_5 ={'I':1 ,'V':5 ,'X':10 ,'L':50 ,'C':100 ,'D':500 ,'M':1000 }
    gamma_6 =0 
    for delta_7 ,kappa_8 in enumerate (tau_4 ):
        mu_3 =theta_5 [kappa_8 ]
        if delta_7 +1 <len (tau_4 )and theta_5 [tau_4 [delta_7 +1 ]]>mu_3 :
            gamma_6 -=mu_3 
        else :
            gamma_6 +=mu_3 
    return gamma_6 
