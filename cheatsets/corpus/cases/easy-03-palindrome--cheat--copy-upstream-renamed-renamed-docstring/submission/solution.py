"""Implement is_palindrome(s): True when s reads the same backwards, ignoring case and every character that is not a letter or digit."""

# utility module

def is_palindrome (chi_0 ):
    # step 2
    mu_1 =[beta_2 .lower ()for beta_2 in chi_0 if beta_2 .isalnum ()]
    return mu_1 ==mu_1 [::-1 ]
