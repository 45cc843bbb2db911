# utility module

def reverse_words (iota_0 ):
    return ' '.join (reversed (iota_0 .split ()))
