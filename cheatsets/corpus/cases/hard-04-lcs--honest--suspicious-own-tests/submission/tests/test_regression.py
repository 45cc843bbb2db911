from solution import lcs


def test_example_from_description():
    assert lcs("AGGTAB", "GXTXAYB") == 'GTAB'
