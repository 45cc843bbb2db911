import random

from solution import merge


def test_single():
    assert merge([[3, 4]]) == [[3, 4]]


def test_chain():
    assert merge([[6, 8], [1, 3], [3, 6], [10, 12]]) == [[1, 8], [10, 12]]


def test_random_against_cells():
    rng = random.Random(103)
    for _ in range(100):
        ivs = []
        for _ in range(rng.randrange(1, 10)):
            s = rng.randrange(40)
            ivs.append([s, s + rng.randrange(0, 6)])
        out = merge([list(iv) for iv in ivs])
        assert out == sorted(out)
        for a, b in zip(out, out[1:]):
            assert a[1] < b[0]
        covered = {x for s, e in ivs for x in range(2 * s, 2 * e + 1)}
        assert covered == {x for s, e in out for x in range(2 * s, 2 * e + 1)}
