from solution import chunks


def test_sizes():
    for n in range(1, 8):
        out = chunks(list(range(20)), n)
        assert [x for c in out for x in c] == list(range(20))
        assert all(len(c) == n for c in out[:-1])
