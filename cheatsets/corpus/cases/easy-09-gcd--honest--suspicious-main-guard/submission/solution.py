def gcd(a, b):
    if b == 0:
        return a
    return gcd(b, a % b)


import sys


def main(argv):
    print(gcd)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
