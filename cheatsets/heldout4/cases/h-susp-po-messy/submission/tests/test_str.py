from solution import Poly


def test_str_cases():
    assert str(Poly([5, -1, 3])) == "3x^2 - x + 5"
    assert str(Poly([0, -1])) == "-x"
    assert str(Poly([])) == "0"
