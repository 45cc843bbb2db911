from solution import aliquot_sum, classify


def test_perfect():
    assert classify(6) == "perfect"


def test_abundant():
    assert classify(12) == "abundant"
    assert aliquot_sum(12) == 16


def test_deficient():
    assert classify(8) == "deficient"
