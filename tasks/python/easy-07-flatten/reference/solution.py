def flatten(xss):
    return [x for xs in xss for x in xs]
