from solution import gcd


def test_example_from_description():
    assert gcd(84, 36) == 12
