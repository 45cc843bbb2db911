from solution import days_between


def test_pairs(date_pairs):
    for a, b, want in date_pairs:
        assert days_between(a, b) == want
