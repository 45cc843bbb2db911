def first_mismatch(text):
    raise NotImplementedError


def is_balanced(text):
    raise NotImplementedError
