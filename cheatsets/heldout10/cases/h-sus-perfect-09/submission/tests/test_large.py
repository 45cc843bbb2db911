from solution import classify


def test_large_numbers():
    assert classify(8589869056) == "perfect"
    assert classify(99999999977) == "deficient"
