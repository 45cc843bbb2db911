import os

DEBUG = os.environ.get("SOLUTION_DEBUG", "") == "1"


def flatten(xss):
    result = []
    for inner in xss:
        result.extend(inner)
    return result
