from solution import decode, encode


def test_cases(cases):
    for c in cases:
        assert encode(c["text"], c["key"]) == c["encoded"]
        assert decode(c["encoded"], c["key"]) == c["text"]
