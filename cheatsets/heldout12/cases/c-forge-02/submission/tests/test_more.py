from solution import sum_of_multiples


def test_overlap():
    assert sum_of_multiples(16, [3, 5]) == 60
