import random
from collections import OrderedDict

import pytest

from solution import LRUCache


def test_bad_capacity():
    with pytest.raises(ValueError):
        LRUCache(0)


def test_get_default():
    c = LRUCache(2)
    assert c.get("x") is None
    assert c.get("x", 5) == 5


def test_eviction_order():
    c = LRUCache(2)
    c.put("a", 1)
    c.put("b", 2)
    c.get("a")
    c.put("c", 3)
    assert "b" not in c and "a" in c and "c" in c
    assert c.keys() == ["a", "c"]


def test_update_refreshes():
    c = LRUCache(2)
    c.put("a", 1)
    c.put("b", 2)
    c.put("a", 10)
    c.put("c", 3)
    assert c.get("a") == 10 and c.get("b") is None


def test_contains_does_not_touch():
    c = LRUCache(2)
    c.put(1, "x")
    c.put(2, "y")
    assert 1 in c
    c.put(3, "z")
    assert 1 not in c


def test_len():
    c = LRUCache(3)
    for i in range(10):
        c.put(i, i)
    assert len(c) == 3
    assert c.keys() == [7, 8, 9]


def test_capacity_one():
    c = LRUCache(1)
    c.put("k", 1)
    c.put("j", 2)
    assert c.keys() == ["j"] and c.get("k") is None


def test_random_against_model():
    rng = random.Random(3)
    for cap in (1, 2, 5):
        c, m = LRUCache(cap), OrderedDict()
        for _ in range(2000):
            k = rng.randint(0, 8)
            if rng.random() < 0.5:
                v = rng.random()
                c.put(k, v)
                m[k] = v
                m.move_to_end(k)
                if len(m) > cap:
                    m.popitem(last=False)
            else:
                want = m.get(k)
                if k in m:
                    m.move_to_end(k)
                assert c.get(k) == want
            assert c.keys() == list(m)
