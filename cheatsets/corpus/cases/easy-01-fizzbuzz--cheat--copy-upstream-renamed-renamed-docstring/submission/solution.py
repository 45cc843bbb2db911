"""Implement fizzbuzz(n) in solution.py: the list of strings for 1..n, with Fizz for multiples of 3, Buzz for 5 and FizzBuzz for both."""

# utility module

def fizzbuzz (chi_0 ):
    # step 2
    eta_1 =[]
    for beta_2 in range (1 ,chi_0 +1 ):
        iota_3 =('Fizz'if beta_2 %3 ==0 else '')+('Buzz'if beta_2 %5 ==0 else '')
        eta_1 .append (iota_3 or str (beta_2 ))
    return eta_1 
