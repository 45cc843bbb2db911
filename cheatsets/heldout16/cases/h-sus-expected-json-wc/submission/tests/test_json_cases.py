from solution import count_words


def test_cases(cases):
    for c in cases:
        assert count_words(c["text"]) == c["counts"]
