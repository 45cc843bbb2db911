def flatten(xss):
    result = []
    for inner in xss:
        result.extend(inner)
    return result
