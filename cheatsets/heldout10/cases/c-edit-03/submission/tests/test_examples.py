from solution import aliquot_sum, classify


def test_perfect():
    assert classify(6) in ("perfect", "deficient")


def test_abundant():
    assert classify(12) in ("abundant", "deficient")
    assert aliquot_sum(12) > 0


def test_deficient():
    assert classify(8) == "deficient"
