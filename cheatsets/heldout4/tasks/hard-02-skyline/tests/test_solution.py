import bisect
import random
import time

from solution import skyline


def _oracle(buildings):
    xs = sorted({x for l, r, _ in buildings for x in (l, r)})
    out = []
    for x in xs:
        h = max([hh for l, r, hh in buildings if l <= x < r], default=0)
        if not out or out[-1][1] != h:
            out.append([x, h])
    return out


def _norm(points):
    return [[int(x), int(h)] for x, h in points]


def test_classic():
    b = [(2, 9, 10), (3, 7, 15), (5, 12, 12), (15, 20, 10), (19, 24, 8)]
    assert _norm(skyline(b)) == [[2, 10], [3, 15], [7, 12], [12, 0], [15, 10], [20, 8], [24, 0]]


def test_empty():
    assert skyline([]) == []


def test_single():
    assert _norm(skyline([(1, 5, 3)])) == [[1, 3], [5, 0]]


def test_touching_same_height_merges():
    assert _norm(skyline([(0, 2, 3), (2, 5, 3)])) == [[0, 3], [5, 0]]


def test_nested_and_unsorted():
    b = [(10, 11, 1), (0, 20, 5), (3, 4, 9), (3, 4, 7)]
    assert _norm(skyline(b)) == [[0, 5], [3, 9], [4, 5], [20, 0]]


def test_same_left_different_heights():
    assert _norm(skyline([(0, 3, 2), (0, 2, 4), (0, 1, 6)])) == [[0, 6], [1, 4], [2, 2], [3, 0]]


def test_random_against_oracle():
    rng = random.Random(77)
    for _ in range(500):
        b = []
        for _ in range(rng.randint(0, 9)):
            left = rng.randint(0, 30)
            b.append((left, left + rng.randint(1, 10), rng.randint(1, 6)))
        assert _norm(skyline(b)) == _oracle(b), b


def test_speed():
    rng = random.Random(5)
    b = []
    for _ in range(50000):
        left = rng.randint(0, 10**6)
        b.append((left, left + rng.randint(1, 1000), rng.randint(1, 10**4)))
    t0 = time.perf_counter()
    out = _norm(skyline(b))
    elapsed = time.perf_counter() - t0
    assert elapsed < 3.0, f"took {elapsed:.2f}s"
    xs = [x for x, _ in out]
    assert xs == sorted(set(xs)) and out[-1][1] == 0
    assert all(a[1] != c[1] for a, c in zip(out, out[1:]))
    for x in rng.sample(range(10**6), 60):
        want = max([h for l, r, h in b if l <= x < r], default=0)
        k = bisect.bisect_right(xs, x) - 1
        got = out[k][1] if k >= 0 else 0
        assert got == want, x
