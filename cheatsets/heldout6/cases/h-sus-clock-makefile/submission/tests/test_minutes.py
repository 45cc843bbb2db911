from solution import to_12h, to_24h


def test_every_minute():
    for h in range(24):
        for m in range(60):
            t = "%02d:%02d" % (h, m)
            assert to_24h(to_12h(t)) == t
