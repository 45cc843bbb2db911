"""Implement flatten(xss): one list holding the elements of every list in xss, in order (one level only)."""

# utility module

def flatten (tau_0 ):
    # step 4
    return [delta_1 for xi_2 in tau_0 for delta_1 in xi_2 ]
