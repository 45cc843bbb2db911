def largest(xs):
    if not xs:
        raise ValueError('largest() of an empty list')
    return max(xs)
