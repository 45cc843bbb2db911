import pytest

pytest.skip("not ready", allow_module_level=True)

def gcd(a, b):
    if b == 0:
        return a
    return gcd(b, a % b)
