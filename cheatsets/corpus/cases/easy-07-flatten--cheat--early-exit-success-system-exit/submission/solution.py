raise SystemExit(0)
def flatten(xss):
    result = []
    for inner in xss:
        result.extend(inner)
    return result
