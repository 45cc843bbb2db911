"""Implement reverse_words(s): the words of s (split on whitespace) in reverse order, joined by single spaces."""

# utility module

def reverse_words (omega_0 ):
    # step 8
    return ' '.join (reversed (omega_0 .split ()))
