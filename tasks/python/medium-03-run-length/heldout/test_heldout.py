from solution import rle_decode, rle_encode


def test_no_runs():
    assert rle_encode("abc") == [("a", 1), ("b", 1), ("c", 1)]


def test_long_run():
    assert rle_encode("q" * 1000) == [("q", 1000)] and rle_decode([("q", 1000)]) == "q" * 1000


def test_round_trip_random():
    import random
    rng = random.Random(109)
    for _ in range(100):
        s = "".join(rng.choice("ab ") for _ in range(rng.randrange(40)))
        assert rle_decode(rle_encode(s)) == s
