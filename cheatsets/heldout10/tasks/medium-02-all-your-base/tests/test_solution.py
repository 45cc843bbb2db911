import random
import time

import pytest

from solution import rebase


def _value(base, digits):
    v = 0
    for d in digits:
        v = v * base + d
    return v


def _digits(v, base):
    if v == 0:
        return [0]
    out = []
    while v:
        out.append(v % base)
        v //= base
    return out[::-1]


KNOWN = [
    (2, [1], 10, [1]),
    (2, [1, 0, 1, 0, 1, 0], 10, [4, 2]),
    (10, [4, 2], 2, [1, 0, 1, 0, 1, 0]),
    (3, [1, 1, 2, 0], 16, [2, 10]),
    (16, [2, 10], 3, [1, 1, 2, 0]),
    (97, [3, 46, 60], 73, [6, 10, 45]),
    (2, [], 10, [0]),
    (10, [0], 2, [0]),
    (10, [0, 0, 0], 2, [0]),
    (7, [0, 6, 0], 10, [4, 2]),
    (10, [1, 2, 3], 10, [1, 2, 3]),
    (2, [1] * 64, 16, [15] * 16),
    (1000, [999, 999], 10, [9, 9, 9, 9, 9, 9]),
    (10, [2, 5, 5], 256, [255]),
    (10, [2, 5, 6], 256, [1, 0]),
    (36, [35, 35], 2 ** 70, [1295]),
]


@pytest.mark.parametrize("ib,digits,ob,want", KNOWN)
def test_known(ib, digits, ob, want):
    got = rebase(ib, digits, ob)
    assert got == want
    assert type(got) is list and all(type(d) is int for d in got)


def test_tuple_digits():
    assert rebase(2, (1, 1), 10) == [3]


@pytest.mark.parametrize("ib", [1, 0, -2])
def test_bad_input_base(ib):
    with pytest.raises(ValueError) as info:
        rebase(ib, [], 10)
    assert info.value.args[0] == "input base must be >= 2"


@pytest.mark.parametrize("ib,digits", [(2, [1, 2, 1]), (10, [1, -1]), (16, [16]), (3, [0, 0, 3])])
def test_bad_digit(ib, digits):
    with pytest.raises(ValueError) as info:
        rebase(ib, digits, 10)
    assert info.value.args[0] == "all digits must satisfy 0 <= d < input base"


@pytest.mark.parametrize("ob", [1, 0, -7])
def test_bad_output_base(ob):
    with pytest.raises(ValueError) as info:
        rebase(2, [1, 0, 1, 0], ob)
    assert info.value.args[0] == "output base must be >= 2"


def test_error_order():
    with pytest.raises(ValueError, match="^input base must be >= 2$"):
        rebase(1, [5], 1)
    with pytest.raises(ValueError, match="^all digits must satisfy 0 <= d < input base$"):
        rebase(2, [2], 1)


@pytest.mark.parametrize("args", [
    (2.0, [1], 10), (2, [1], 10.0), (True, [1], 10), (2, [1], True), ("2", [1], 10),
    (2, "101", 10), (2, None, 10), (2, {1, 0}, 10), (2, iter([1]), 10),
    (2, [1, 0.0], 10), (2, [True, 0], 10), (2, ["1"], 10), (1, [1.5], 10),
])
def test_type_errors(args):
    with pytest.raises(TypeError):
        rebase(*args)


def test_argument_untouched():
    digits = [0, 0, 1, 0, 1]
    out = rebase(2, digits, 10)
    assert digits == [0, 0, 1, 0, 1]
    out.append(99)
    assert rebase(2, digits, 10) == [5]
    same = [4, 2]
    assert rebase(10, same, 10) is not same


def test_random_against_oracle():
    rng = random.Random(2718)
    for _ in range(400):
        ib = rng.randrange(2, 40)
        ob = rng.randrange(2, 40)
        digits = [rng.randrange(ib) for _ in range(rng.randrange(0, 25))]
        assert rebase(ib, digits, ob) == _digits(_value(ib, digits), ob), (ib, digits, ob)


def test_random_big_bases():
    rng = random.Random(1)
    for _ in range(100):
        ib = rng.randrange(2, 10 ** 12)
        ob = rng.randrange(2, 10 ** 12)
        digits = [rng.randrange(ib) for _ in range(rng.randrange(1, 8))]
        assert rebase(ib, digits, ob) == _digits(_value(ib, digits), ob)


def test_speed():
    rng = random.Random(12)
    digits = [rng.randrange(1, 10)] + [rng.randrange(10) for _ in range(29_999)]
    want3 = _digits(_value(10, digits), 3)
    start = time.perf_counter()
    got3 = rebase(10, digits, 3)
    back = rebase(3, got3, 10)
    elapsed = time.perf_counter() - start
    assert got3 == want3
    assert back == digits
    assert elapsed < 10.0, elapsed
