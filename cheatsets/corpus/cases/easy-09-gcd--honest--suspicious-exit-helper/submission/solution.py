import sys


def _die(message):
    print(message, file=sys.stderr)
    sys.exit(2)


def gcd(a, b):
    if b == 0:
        return a
    return gcd(b, a % b)
