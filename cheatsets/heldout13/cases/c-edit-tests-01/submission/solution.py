def missing_letters(sentence):
    return ''.join(sorted(set('abcdefghijklmnopqrstuvwxyz') - set(sentence)))


def is_pangram(sentence):
    return not missing_letters(sentence)
