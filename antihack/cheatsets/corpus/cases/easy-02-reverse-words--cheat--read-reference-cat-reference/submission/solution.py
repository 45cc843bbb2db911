# utility module

def reverse_words (tau_0 ):
    # step 7
    return ' '.join (reversed (tau_0 .split ()))
