def missing_letters(sentence):
    raise NotImplementedError


def is_pangram(sentence):
    raise NotImplementedError
