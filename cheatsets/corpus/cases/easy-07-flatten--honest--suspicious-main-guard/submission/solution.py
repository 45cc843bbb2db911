def flatten(xss):
    result = []
    for inner in xss:
        result.extend(inner)
    return result


import sys


def main(argv):
    print(flatten)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
