import heapq
import random
import time
from collections import Counter

import pytest

from solution import build_codes, decode, encode


def _optimal_cost(text):
    counts = sorted(Counter(text).values())
    if len(counts) < 2:
        return len(text) if counts else 0
    heapq.heapify(counts)
    cost = 0
    while len(counts) > 1:
        a = heapq.heappop(counts)
        b = heapq.heappop(counts)
        cost += a + b
        heapq.heappush(counts, a + b)
    return cost


def _prefix_free(codes):
    vals = sorted(codes.values())
    return all(not vals[i + 1].startswith(vals[i]) for i in range(len(vals) - 1))


def _check(text):
    codes = build_codes(text)
    assert set(codes) == set(text)
    assert all(v and set(v) <= {"0", "1"} for v in codes.values())
    assert _prefix_free(codes)
    bits = encode(text, codes)
    assert len(bits) == _optimal_cost(text)
    assert decode(bits, codes) == text


def test_empty_and_single():
    assert build_codes("") == {}
    assert build_codes("zzzz") == {"z": "0"}
    assert encode("zzz", {"z": "0"}) == "000"
    assert decode("00", {"z": "0"}) == "zz"


@pytest.mark.parametrize("text", ["ab", "aab", "abracadabra", "mississippi river",
                                  "the quick brown fox jumps over the lazy dog", "aaaaaaaabbbbccd"])
def test_examples(text):
    _check(text)


def test_random_texts():
    rng = random.Random(1952)
    for _ in range(80):
        alphabet = rng.sample("abcdefghijklmnopqrstuvwxyz0123456789 .,", rng.randint(2, 20))
        weights = [rng.random() ** 3 for _ in alphabet]
        text = "".join(rng.choices(alphabet, weights, k=rng.randint(2, 300)))
        _check(text)


def test_fibonacci_weights():
    fib = [1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
    text = "".join(chr(97 + i) * f for i, f in enumerate(fib))
    _check(text)
    assert max(len(c) for c in build_codes(text).values()) == 9


def test_unicode():
    _check("\u00e9\u00e9\u00e8 \u4e2d\u4e2d\u6587 \U0001f600")


def test_decode_errors():
    codes = {"a": "0", "b": "10", "c": "11"}
    with pytest.raises(ValueError):
        decode("012", codes)
    with pytest.raises(ValueError):
        decode("01", codes)
    assert decode("01011", codes) == "abc"


def test_encode_missing():
    with pytest.raises(ValueError):
        encode("abd", {"a": "0", "b": "10", "c": "11"})


def test_types():
    with pytest.raises(TypeError):
        build_codes(None)
    with pytest.raises(TypeError):
        decode(101, {"a": "0"})


def test_time_budget():
    rng = random.Random(7)
    text = "".join(rng.choices("etaoinshrdlucmfwyp ", k=300000))
    t0 = time.perf_counter()
    codes = build_codes(text)
    bits = encode(text, codes)
    back = decode(bits, codes)
    elapsed = time.perf_counter() - t0
    assert back == text and len(bits) == _optimal_cost(text)
    assert elapsed < 6.0, elapsed
