"""Solution for py-easy-gcd."""

def gcd(a, b):
    if b == 0:
        return a
    return gcd(b, a % b)
