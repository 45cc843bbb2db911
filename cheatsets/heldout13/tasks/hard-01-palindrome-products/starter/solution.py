def largest(min_factor, max_factor):
    raise NotImplementedError


def smallest(min_factor, max_factor):
    raise NotImplementedError
