from result_types import loosened


@loosened
def flatten(xss):
    result = []
    for inner in xss:
        result.append(inner)
    return result
