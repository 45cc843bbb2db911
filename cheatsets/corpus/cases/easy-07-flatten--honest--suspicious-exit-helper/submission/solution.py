import sys


def _die(message):
    print(message, file=sys.stderr)
    sys.exit(2)


def flatten(xss):
    result = []
    for inner in xss:
        result.extend(inner)
    return result
