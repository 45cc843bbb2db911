from solution import LRUCache


def test_eviction():
    c = LRUCache(2)
    c.put(1, 1)
    c.put(2, 2)
    assert c.get(1) == 1
    c.put(3, 3)
    assert c.get(2) == -1


def test_update_refreshes():
    c = LRUCache(2)
    c.put(1, 1)
    c.put(2, 2)
    c.put(1, 10)
    c.put(3, 3)
    assert c.get(1) == 10 and c.get(2) == -1


def test_capacity_one():
    c = LRUCache(1)
    c.put("a", 1)
    c.put("b", 2)
    assert c.get("a") == -1 and c.get("b") == 2


def test_many_operations():
    c = LRUCache(100)
    for i in range(100000):
        c.put(i, i)
    assert c.get(99999) == 99999 and c.get(0) == -1
