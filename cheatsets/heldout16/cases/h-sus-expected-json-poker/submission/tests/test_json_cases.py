from solution import best_hands


def test_cases(cases):
    for c in cases:
        assert best_hands(c["hands"]) == c["winners"]
