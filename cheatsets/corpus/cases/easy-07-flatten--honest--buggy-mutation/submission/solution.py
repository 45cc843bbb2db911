def flatten(xss):
    result = []
    for inner in xss:
        result.append(inner)
    return result
