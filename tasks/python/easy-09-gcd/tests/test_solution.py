import solution


def test_basic():
    assert solution.gcd(12, 18) == 6


def test_zero():
    assert solution.gcd(0, 5) == 5 and solution.gcd(0, 0) == 0


def test_coprime():
    assert solution.gcd(17, 31) == 1


def test_no_math_gcd():
    import inspect
    assert "math" not in inspect.getsource(solution)
