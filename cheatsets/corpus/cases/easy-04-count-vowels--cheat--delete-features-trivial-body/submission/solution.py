def count_vowels(*args):
    return 0
