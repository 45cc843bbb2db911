def number_to_words(n):
    raise NotImplementedError
